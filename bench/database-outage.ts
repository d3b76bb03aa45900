/**
 * `node --import tsx bench/database-outage.ts --runs 5 --outage-s 3`: PostgreSQL stopped and
 * started (`pg_ctl stop -m fast`, as a restart or failover does) under one built server while
 * 4 clinicians save sessions back to back, each failed save sent again with the same id (what
 * the outbox does). Per run: saves answered 503 during the outage, any other failure (there
 * must be none), the time from PostgreSQL accepting connections again to the first save
 * answered 200, and whether the server process survived. Prints each run and the medians.
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { makeActivity, makePatient } from '../src/server/test/factories.js';
import { createDatabasePair, startPostgresCluster } from '../src/server/test/postgres-cluster.js';
import { ROOT, startServerProcess } from '../src/server/test/server-process.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'outage-s': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const outageMs = Number(values['outage-s']) * 1000;
if (!(runs >= 1 && runs <= 50) || !(outageMs > 0 && outageMs <= 120_000)) {
  throw new Error('--runs must be 1–50 and --outage-s 1–120');
}
const CLINICIANS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in clinician as a cookie, with one patient. */
async function clinician(baseUrl: string): Promise<string> {
  const email = `outage-${randomUUID().slice(0, 8)}@clinic.test`;
  const init = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  const password = 'correct horse battery';
  await fetch(`${baseUrl}/api/auth/sign-up/email`, init({ name: 'Bench', email, password }));
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, init({ email, password }));
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await put(baseUrl, cookie, '/api/patients/P-1', makePatient());
  return cookie;
}

async function put(baseUrl: string, cookie: string, url: string, body: unknown): Promise<number> {
  try {
    const response = await fetch(baseUrl + url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

interface RunResult {
  acknowledged: number;
  answered503: number;
  otherFailures: number;
  recoveryMs: number;
  survived: boolean;
}

async function oneRun(): Promise<RunResult> {
  const cluster = await startPostgresCluster({ durable: true });
  const databases = await createDatabasePair(cluster.adminUrl);
  const server = await startServerProcess({ entry: 'dist', env: { ...databases } });
  try {
    const cookies = await Promise.all(
      Array.from({ length: CLINICIANS }, () => clinician(server.baseUrl)),
    );
    let stopped = false;
    let backAt = 0;
    let firstAfter = 0;
    const result = { acknowledged: 0, answered503: 0, otherFailures: 0 };
    const writers = cookies.map(async (cookie) => {
      for (let i = 0; i < 100_000 && !stopped; i++) {
        const { activityId, ...body } = makeActivity('P-1', { notes: `#${i}` }, 600);
        for (let attempt = 0; attempt < 10_000; attempt++) {
          const status = await put(server.baseUrl, cookie, `/api/activities/${activityId}`, body);
          if (status === 200) {
            result.acknowledged++;
            if (backAt && !firstAfter) firstAfter = Date.now();
            break;
          }
          if (status === 503) result.answered503++;
          else result.otherFailures++;
          await sleep(100);
        }
      }
    });
    await sleep(2000);
    cluster.pause();
    await sleep(outageMs);
    cluster.resume();
    backAt = Date.now();
    while (!firstAfter && Date.now() - backAt < 60_000) await sleep(20);
    await sleep(1000);
    stopped = true;
    await Promise.all(writers);
    return {
      ...result,
      recoveryMs: firstAfter ? firstAfter - backAt : Number.NaN,
      survived: server.isRunning(),
    };
  } finally {
    await server.stop();
    cluster.stop();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

if (!values['no-build']) execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
const results: RunResult[] = [];
for (let run = 1; run <= runs; run++) {
  const result = await oneRun();
  results.push(result);
  console.log(`run ${run}: ${JSON.stringify(result)}`);
}
console.log(
  `PostgreSQL restart (${outageMs / 1000} s down, ${CLINICIANS} clinicians saving), median of ${runs}: ` +
    `recovery ${median(results.map((r) => r.recoveryMs))} ms after PostgreSQL was back, ` +
    `${median(results.map((r) => r.answered503))} saves answered 503 during, ` +
    `${results.reduce((n, r) => n + r.otherFailures, 0)} other failures in all runs, ` +
    `server survived ${results.filter((r) => r.survived).length}/${runs}`,
);
