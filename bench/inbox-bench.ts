/**
 * The review inbox at a clinic's scale (issue 40): 40 home patients doing 3 sessions a week
 * (120 a week) for 12 weeks, 1,440 rows, seeded straight into the tables with a live link and
 * an active programme each; a fifth of the patients silent for a week (overdue rows, found at
 * read time). Times `GET /api/home/inbox` (first page of 25, and a later page) and
 * `/api/home/inbox/count` with every row open (the worst case: nothing reviewed), then with all
 * but the last week reviewed (a clinic keeping up). Median and p95 of 25 sequential requests
 * after 3 warm-ups, the median over `--runs` runs. Never an assertion: numbers for bench/README.
 *
 * `npm run build` first, then `node --import tsx bench/inbox-bench.ts [--db postgres] [--runs 5]`.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '../src/server/config.js';
import { connect } from '../src/server/db/connect.js';
import type { DataSchema } from '../src/server/db/schema.js';
import { median } from '../src/server/test/load-run.js';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster.js';
import {
  ROOT,
  type ServerProcess,
  signUpClinician,
  startServerProcess,
} from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import { timeGets } from './scale-bench.js';

const PATIENTS = 40;
const PER_WEEK = 3;
const WEEKS = 12;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '5' },
  },
});

/** Rows ranked as the sessions' verdicts spread in a real week: mostly routine, a few alerts. */
const VERDICTS = [
  { rank: 6, reason: 'routine', numbers: {} },
  { rank: 6, reason: 'routine', numbers: {} },
  { rank: 6, reason: 'routine', numbers: {} },
  { rank: 5, reason: 'out_of_band', numbers: { outOfBandPct: 55, lowBpm: 100, highBpm: 120 } },
  { rank: 4, reason: 'borg_above', numbers: { borg: 17, borgHigh: 16 } },
  { rank: 3, reason: 'above_safety_max', numbers: { aboveMaxMs: 40_000, safetyMaxBpm: 128 } },
];

async function seed(target: DatabaseTarget, workspaceId: string, now: number) {
  const data = connect<DataSchema>(target);
  try {
    const patientId = (p: number) => `H-${String(p).padStart(2, '0')}`;
    const start = now - WEEKS * WEEK_MS;
    for (let p = 0; p < PATIENTS; p++) {
      const name = `Paciente em casa ${p}`;
      const common = { workspace_id: workspaceId, patient_id: patientId(p) };
      await data.db
        .insertInto('patients')
        .values({
          ...common,
          patient_name: name,
          name_key: name.toLowerCase(),
          birth_date: '1960-01-01',
          sex: 'unknown',
          resting_hr: 68,
          notes: '',
          archived_at: null,
          created_at: start,
          updated_at: start,
        })
        .execute();
      await data.db
        .insertInto('home_links')
        .values({ ...common, user_id: randomUUID(), linked_at: start, revoked_at: null })
        .execute();
      await data.db
        .insertInto('programmes')
        .values({
          ...common,
          programme_id: 'PR-1',
          phase: 2,
          start_date: '2026-01-05',
          planned_sessions: 36,
          sessions_per_week: PER_WEEK,
          risk_class: 'low',
          status: 'active',
          created_at: start,
          updated_at: start,
          updated_by: 'bench',
          updated_by_name: 'Bench',
        })
        .execute();
      // Every fifth patient stopped a week ago: an overdue row at read time.
      const until = p % 5 === 0 ? now - WEEK_MS : now;
      const rows = [];
      for (let s = 0; s < WEEKS * PER_WEEK; s++) {
        const at = start + Math.floor((s * WEEK_MS) / PER_WEEK) + p * 60_000;
        if (at > until) break;
        const verdict = VERDICTS[(s * 7 + p) % VERDICTS.length]!;
        const activityId = randomUUID();
        rows.push({
          ...common,
          item_id: `s:${activityId}`,
          kind: 'session',
          activity_id: activityId,
          at,
          rank: verdict.rank,
          reason: verdict.reason,
          numbers: JSON.stringify(verdict.numbers),
          created_at: at,
          reviewed_at: null,
          reviewed_by_id: null,
          reviewed_by_name: null,
        });
      }
      await data.db.insertInto('home_inbox').values(rows).execute();
    }
    const counted = await data.db
      .selectFrom('home_inbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  } finally {
    await data.close();
  }
}

/** Marks every row older than a week reviewed, as a clinic that keeps up would have. */
async function reviewAllButLastWeek(target: DatabaseTarget, workspaceId: string, now: number) {
  const data = connect<DataSchema>(target);
  try {
    await data.db
      .updateTable('home_inbox')
      .set({ reviewed_at: now, reviewed_by_id: 'bench', reviewed_by_name: 'Bench' })
      .where('workspace_id', '=', workspaceId)
      .where('at', '<', now - WEEK_MS)
      .execute();
  } finally {
    await data.close();
  }
}

async function clinicOf(server: ServerProcess) {
  const client = new TestClient(server.baseUrl);
  await signUpClinician(client, 'Inbox Bench');
  const init = { headers: { origin: server.baseUrl } };
  const created = await client.request(
    'POST',
    '/api/auth/organization/create',
    { name: 'Clínica Casa', slug: `inbox-${randomUUID().slice(0, 8)}` },
    init,
  );
  if (created.status !== 200) throw new Error(`clinic: ${created.status}`);
  const clinicId = created.body.id as string;
  const active = await client.request(
    'POST',
    '/api/auth/organization/set-active',
    { organizationId: clinicId },
    init,
  );
  if (active.status !== 200) throw new Error(`set-active: ${active.status}`);
  return { client, clinicId };
}

const QUERIES = [
  ['inbox first page (25)', '/api/home/inbox?limit=25'],
  ['inbox page 3 (25)', '/api/home/inbox?limit=25&cursor=50'],
  ['inbox count', '/api/home/inbox/count'],
] as const;

async function measure(client: TestClient, runs: number, state: string) {
  const rows = [];
  const probe = await client.get('/api/home/inbox?limit=1');
  const total = probe.body.total as number;
  for (const [query, url] of QUERIES) {
    const each = [];
    for (let run = 0; run < runs; run++) {
      const timed = await timeGets(client, url);
      if (timed.status !== 200) throw new Error(`${query}: ${timed.status}`);
      each.push(timed);
    }
    const row = {
      state,
      openRows: total,
      query,
      medianMs: median(each.map((r) => r.medianMs)),
      p95Ms: median(each.map((r) => r.p95Ms)),
    };
    console.log(
      `${state}: ${query}: median ${row.medianMs.toFixed(1)} ms, p95 ${row.p95Ms.toFixed(1)} ms (${total} open)`,
    );
    rows.push(row);
  }
  return rows;
}

async function main() {
  const kind = args.db === 'postgres' ? 'postgres' : 'sqlite';
  const runs = Number(args.runs);
  const loadAtStart = loadavg()[0]!;
  let cluster: PostgresCluster | null = null;
  let server: ServerProcess | null = null;
  try {
    if (kind === 'postgres') cluster = await startPostgresCluster({ durable: true });
    server = await startServerProcess({
      entry: 'dist',
      env: cluster ? await createDatabasePair(cluster.adminUrl) : {},
    });
    const { client, clinicId } = await clinicOf(server);
    const now = Date.now();
    const seeded = await seed(server.dataTarget, clinicId, now);
    console.log(`inbox bench (${kind}): ${seeded} session rows for ${PATIENTS} patients`);
    const rows = await measure(client, runs, 'nothing reviewed');
    await reviewAllButLastWeek(server.dataTarget, clinicId, now);
    rows.push(...(await measure(client, runs, 'older weeks reviewed')));
    const file = path.join(ROOT, `bench/results/inbox-${kind}.json`);
    const machine = { loadAverage: [loadAtStart, loadavg()[0]!], node: process.version };
    const results = { database: kind, seeded, runs, measuredAt: new Date().toISOString() };
    writeFileSync(file, `${JSON.stringify({ ...results, machine, rows }, null, 2)}\n`);
    console.log(`written to ${path.relative(ROOT, file)}`);
  } finally {
    await server?.stop();
    cluster?.stop();
  }
}

await main();
