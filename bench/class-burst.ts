/**
 * `node --import tsx bench/class-burst.ts [--clinics 100] [--participants 12] [--minutes 60]`
 * (after `npm run build`): the end of a class in every clinic at the same moment. Each clinic's
 * tablet sends its participants' sessions one after another, as its outbox does, and all clinics
 * start together: 100 × 12 = 1,200 saves of 60-minute 1 Hz sessions (HR and RR). Run against
 * one built server on SQLite, three behind HAProxy (deploy/haproxy.cfg) on one durable
 * PostgreSQL, and the bare Fastify + SQLite ceiling (bench/ceiling-server.ts: no auth, no
 * validation, no summary) with the same bodies. Prints completion time, latency p50/p99,
 * failures, sessions lost (saved rows counted in the database afterwards) and the servers' CPU
 * per save, with ours ÷ ceiling.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { simulatedActivitySamples } from '../src/common/simulation/index.js';
import { makePatient } from '../src/server/test/factories.js';
import { startLoadBalancer } from '../src/server/test/load-balancer.js';
import {
  createDatabasePair,
  freePort,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster.js';
import {
  type ServerProcess,
  signUpClinician,
  startServerProcess,
} from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';

const { values } = parseArgs({
  options: {
    clinics: { type: 'string', default: '100' },
    participants: { type: 'string', default: '12' },
    minutes: { type: 'string', default: '60' },
  },
});
const clinics = Number(values.clinics);
const participants = Number(values.participants);
const minutes = Number(values.minutes);
if (!(clinics >= 1 && clinics <= 500) || !(participants >= 1 && participants <= 20)) {
  throw new Error('--clinics must be 1–500 and --participants 1–20');
}
if (!(minutes >= 1 && minutes <= 240)) throw new Error('--minutes must be 1–240');

const samplesJson = Array.from({ length: participants }, (_, i) =>
  JSON.stringify(simulatedActivitySamples(500 + i, minutes * 60_000)),
);
/** One participant's session as its PUT body; the samples text is shared, not rebuilt. */
function sessionBody(participant: number): string {
  const startedAt = Date.UTC(2026, 10, 25, 9, 0, 0);
  const endedAt = startedAt + minutes * 60_000;
  const head = JSON.stringify({
    patientId: `P-${participant + 1}`,
    type: 'cycle',
    startedAt,
    endedAt,
    timestamp: endedAt + 2000,
    device: { name: 'Strap', kind: 'heart-rate' },
    hrMaxBpm: 160,
    restingHr: 66,
    events: [{ t: Math.min(600_000, (endedAt - startedAt) / 2), kind: 'rpe', value: 13 }],
    notes: '',
  });
  return `${head.slice(0, -1)},"samples":${samplesJson[participant]}}`;
}

interface Burst {
  seconds: number;
  p50: number;
  p99: number;
  failures: number;
  saved: number;
  cpuMsPerSave: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function burst(
  baseUrl: string,
  cookies: readonly string[],
  servers: readonly ServerProcess[],
  countSaved: () => Promise<number>,
): Promise<Burst> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = servers.reduce((sum, s) => sum + s.cpuSeconds(), 0);
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let p = 0; p < participants; p++) {
        const at = performance.now();
        try {
          const response = await fetch(`${baseUrl}/api/activities/${randomUUID()}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
            body: sessionBody(p),
            signal: AbortSignal.timeout(120_000),
          });
          const answer = await response.text();
          if (!response.ok) {
            failures++;
            if (failures === 1)
              console.error(`first failure: ${response.status} ${answer.slice(0, 300)}`);
          }
        } catch {
          failures++;
        }
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = servers.reduce((sum, s) => sum + s.cpuSeconds(), 0) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    saved: await countSaved(),
    cpuMsPerSave: (cpu * 1000) / (clinics * participants),
  };
}

/** Signs `clinics` clinicians up through `baseUrl`, each with the class's patients. */
async function clinicians(baseUrl: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let c = 0; c < clinics; c++) {
    const client = new TestClient(baseUrl);
    await signUpClinician(client, `Burst ${c}`);
    for (let p = 0; p < participants; p++) {
      const saved = await client.put(`/api/patients/P-${p + 1}`, makePatient());
      if (saved.status !== 200) throw new Error(`patient: ${saved.status}`);
    }
    cookies.push(client.cookie);
  }
  return cookies;
}

const sqliteCount = (file: string) => async () => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM activities').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

async function oneSqliteServer(): Promise<Burst> {
  const server = await startServerProcess({ entry: 'dist' });
  try {
    const cookies = await clinicians(server.baseUrl);
    if (server.dataTarget.kind !== 'sqlite') throw new Error('expected SQLite');
    return await burst(server.baseUrl, cookies, [server], sqliteCount(server.dataTarget.file));
  } finally {
    await server.stop();
  }
}

async function threeBehindHaproxy(): Promise<Burst> {
  const cluster = await startPostgresCluster({ durable: true });
  const servers: ServerProcess[] = [];
  let stopBalancer = async () => {};
  try {
    const port = await freePort();
    const databases = await createDatabasePair(cluster.adminUrl);
    const env = {
      ...databases,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'loopback',
    };
    for (let i = 0; i < 3; i++) servers.push(await startServerProcess({ entry: 'dist', env }));
    const balancer = await startLoadBalancer(
      servers.map((s) => s.baseUrl),
      port,
    );
    stopBalancer = balancer.stop;
    const cookies = await clinicians(balancer.baseUrl);
    const count = async () => {
      const client = new pg.Client({ connectionString: databases.DATABASE_URL });
      await client.connect();
      try {
        return Number((await client.query('SELECT count(*) AS n FROM activities')).rows[0].n);
      } finally {
        await client.end();
      }
    };
    return await burst(balancer.baseUrl, cookies, servers, count);
  } finally {
    await stopBalancer();
    for (const server of servers) await server.stop();
    cluster.stop();
  }
}

async function ceiling(): Promise<Burst> {
  const server = await startServerProcess({ entry: 'ceiling' });
  try {
    if (server.dataTarget.kind !== 'sqlite') throw new Error('expected SQLite');
    const cookies = Array.from({ length: clinics }, () => '');
    return await burst(server.baseUrl, cookies, [server], sqliteCount(server.dataTarget.file));
  } finally {
    await server.stop();
  }
}

const total = clinics * participants;
console.log(
  `${clinics} clinics × ${participants} participants = ${total} saves of ${minutes}-minute sessions (${(samplesJson[0]!.length / 1024).toFixed(0)} KB of samples each); load average before: ${loadavg()[0]!.toFixed(1)}`,
);
const rows: [string, Burst][] = [];
for (const [name, run] of [
  ['ceiling (bare Fastify + SQLite)', ceiling],
  ['one server, SQLite', oneSqliteServer],
  ['three servers + HAProxy, PostgreSQL', threeBehindHaproxy],
] as const) {
  const result = await run();
  rows.push([name, result]);
  console.log(
    `${name}: ${result.seconds.toFixed(1)} s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ${result.failures} failed, ${total - result.saved} lost, ${result.cpuMsPerSave.toFixed(1)} ms CPU per save`,
  );
}
const ceilingCpu = rows[0]![1].cpuMsPerSave;
for (const [name, result] of rows.slice(1)) {
  console.log(
    `${name}: CPU per save ${(result.cpuMsPerSave / ceilingCpu).toFixed(1)}× the ceiling's`,
  );
}
console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
