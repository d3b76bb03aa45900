/**
 * `node --import tsx bench/storage-bench.ts [--sessions 10]`: bytes a 60-minute session with RR
 * takes on each database, and what a compact encoding of its sample arrays would save.
 * Saves `--sessions` simulated 60-minute, 1 Hz sessions (t, HR and RR columns, as a class
 * participant's strap records them) through the real API of a server started from the sources,
 * on SQLite and on a throwaway PostgreSQL 15, and reads what the `activities` table (with its
 * indexes, and PostgreSQL's TOAST) grew by: SQLite's `dbstat`, PostgreSQL's
 * `pg_total_relation_size`. Byte counts do not depend on the machine's load.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Samples } from '../src/common/schemas/activity-samples.js';
import { simulatedActivitySamples } from '../src/common/simulation/index.js';
import { makeActivity, makePatient } from '../src/server/test/factories.js';
import { createDatabasePair, startPostgresCluster } from '../src/server/test/postgres-cluster.js';
import { type ServerProcess, startServerProcess } from '../src/server/test/server-process.js';
import { compactSampleBytes } from './compact-samples.js';

const { values } = parseArgs({ options: { sessions: { type: 'string', default: '10' } } });
const sessions = Number(values.sessions);
if (!(sessions >= 1 && sessions <= 200)) throw new Error('--sessions must be 1–200');
const HOUR_MS = 3_600_000;

async function signedIn(baseUrl: string): Promise<string> {
  const email = `storage-${randomUUID().slice(0, 8)}@clinic.test`;
  const password = 'correct horse battery';
  const post = (url: string, body: unknown) =>
    fetch(baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up/email', { name: 'Bench', email, password });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function put(baseUrl: string, cookie: string, url: string, body: unknown): Promise<void> {
  const response = await fetch(baseUrl + url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

type Sizes = { activities: number };

async function tableBytes(server: ServerProcess): Promise<Sizes> {
  const target = server.dataTarget;
  if (target.kind === 'sqlite') {
    const db = new Database(target.file, { readonly: true });
    try {
      const rows = db
        .prepare(
          `SELECT tbl_name AS owner, sum(pgsize) AS bytes FROM dbstat
           JOIN sqlite_schema ON dbstat.name = sqlite_schema.name GROUP BY tbl_name`,
        )
        .all() as { owner: string; bytes: number }[];
      const of = (table: string) => rows.find((row) => row.owner === table)?.bytes ?? 0;
      return { activities: of('activities') };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const size = async (table: string) =>
      Number((await client.query('SELECT pg_total_relation_size($1) AS n', [table])).rows[0].n);
    return { activities: await size('activities') };
  } finally {
    await client.end();
  }
}

async function measure(kind: 'sqlite' | 'postgres', samples: Samples[]) {
  const cluster = kind === 'postgres' ? await startPostgresCluster({ durable: true }) : null;
  const env = cluster ? await createDatabasePair(cluster.adminUrl) : {};
  const server = await startServerProcess({ entry: 'source', env });
  try {
    const cookie = await signedIn(server.baseUrl);
    await put(server.baseUrl, cookie, '/api/patients/P-1', makePatient());
    const before = await tableBytes(server);
    for (const [i, sessionSamples] of samples.entries()) {
      const startedAt = Date.UTC(2026, 10, 2, 8 + (i % 10), 0, 0) + Math.floor(i / 10) * 86_400_000;
      const { activityId, ...body } = makeActivity('P-1', {
        startedAt,
        endedAt: startedAt + HOUR_MS,
        type: 'cycle',
        samples: sessionSamples,
      });
      await put(server.baseUrl, cookie, `/api/activities/${activityId}`, body);
    }
    const after = await tableBytes(server);
    return (after.activities - before.activities) / samples.length;
  } finally {
    await server.stop();
    cluster?.stop();
  }
}

const samples = Array.from({ length: sessions }, (_, i) =>
  simulatedActivitySamples(1000 + i, HOUR_MS),
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const json = median(samples.map((s) => Buffer.byteLength(JSON.stringify(s))));
const gzip = median(samples.map((s) => gzipSync(JSON.stringify(s)).length));
const compact = median(samples.map(compactSampleBytes));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `${sessions} sessions of 60 min at 1 Hz (t, HR, RR): the sample arrays as JSON ${kb(json)}`,
);
console.log(`  gzip of that JSON: ${kb(gzip)} (${((1 - gzip / json) * 100).toFixed(0)} % less)`);
console.log(
  `  delta + varint columns: ${kb(compact)} (${((1 - compact / json) * 100).toFixed(0)} % less)`,
);
// A busy clinic: 12 participants a class, 3 classes a day, 5 days a week, 50 weeks.
const HOURS_A_YEAR = 12 * 3 * 5 * 50;
for (const kind of ['sqlite', 'postgres'] as const) {
  const perHour = await measure(kind, samples);
  console.log(
    `${kind}: ${kb(perHour)} per session-hour in the activities table (indexes included); a busy clinic's year (${HOURS_A_YEAR} session-hours) ${((perHour * HOURS_A_YEAR) / 1024 ** 2).toFixed(0)} MB`,
  );
}
