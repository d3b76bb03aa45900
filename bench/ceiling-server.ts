/**
 * The machine's ceiling for the API benchmark: a bare Fastify app doing the same database writes
 * and reads as Ritmo's save, upsert and history calls, on the same tables (made by the real
 * migrations), with no auth, no validation and no summary. Run as a child process:
 *   CEILING_DATABASE=<sqlite file | postgres URL> PORT=… node --import tsx bench/ceiling-server.ts
 */
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { LIST_COLUMNS } from '../src/server/activities/activity-row.js';
import { connect } from '../src/server/db/connect.js';
import { migrateDataDatabase } from '../src/server/db/migrate.js';

const WORKSPACE = 'ceiling-workspace';
const url = process.env.CEILING_DATABASE ?? '';
const isPostgres = /^postgres(ql)?:/.test(url);

interface Store {
  insertActivity(values: unknown[]): Promise<void>;
  upsertPatient(values: unknown[]): Promise<unknown>;
  listActivities(limit: number): Promise<unknown[]>;
}

const ACTIVITY_COLUMNS = [
  'workspace_id, activity_id, patient_id, type, started_at, ended_at, timestamp, device',
  'hr_max_bpm, resting_hr, notes, summary, content_hash, created_at, updated_at, deleted_at',
  'events, samples',
].join(', ');
const PATIENT_COLUMNS = [
  'workspace_id, patient_id, patient_name, name_key, birth_date, sex, resting_hr, notes',
  'archived_at, created_at, updated_at',
].join(', ');

/** `$1, $2, …` for pg, `?, ?, …` for SQLite. */
const placeholders = (count: number) =>
  Array.from({ length: count }, (_, i) => (isPostgres ? `$${i + 1}` : '?')).join(', ');

const SQL = {
  insertActivity: `insert into activities (${ACTIVITY_COLUMNS}) values (${placeholders(18)})`,
  upsertPatient: `insert into patients (${PATIENT_COLUMNS}) values (${placeholders(11)})
    on conflict (workspace_id, patient_id) do update set patient_name = excluded.patient_name,
    name_key = excluded.name_key, birth_date = excluded.birth_date, sex = excluded.sex,
    resting_hr = excluded.resting_hr, notes = excluded.notes, archived_at = null,
    updated_at = excluded.updated_at returning *`,
  listActivities: `select ${LIST_COLUMNS.join(', ')} from activities
    where workspace_id = ${isPostgres ? '$1' : '?'} and deleted_at is null
    order by timestamp desc, activity_id desc limit ${isPostgres ? '$2' : '?'}`,
};

function sqliteStore(file: string): Store {
  const db = new SqliteDatabase(file);
  // The same settings as the server's connection (src/server/db/connect.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(SQL.insertActivity);
  const upsert = db.prepare(SQL.upsertPatient);
  const list = db.prepare(SQL.listActivities);
  return {
    async insertActivity(values) {
      insert.run(values);
    },
    async upsertPatient(values) {
      return upsert.get(values);
    },
    async listActivities(limit) {
      return list.all(WORKSPACE, limit);
    },
  };
}

function postgresStore(connectionString: string): Store {
  // The same pool size as the server's (src/server/db/connect.ts).
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    async insertActivity(values) {
      await pool.query(SQL.insertActivity, values);
    },
    async upsertPatient(values) {
      return (await pool.query(SQL.upsertPatient, values)).rows[0];
    },
    async listActivities(limit) {
      return (await pool.query(SQL.listActivities, [WORKSPACE, limit])).rows;
    },
  };
}

const target = isPostgres
  ? ({ kind: 'postgres', url } as const)
  : ({ kind: 'sqlite', file: url } as const);
const migration = connect<unknown>(target);
await migrateDataDatabase(migration);
await migration.close();
const store = isPostgres ? postgresStore(url) : sqliteStore(url);

/**
 * No summary or hash is computed here, but the row carries as many bytes as Ritmo's does: a
 * 30-minute session's summary (~270 bytes of JSON) and a SHA-256 in hex.
 */
const SUMMARY_STAND_IN = JSON.stringify({
  durationMs: 1800000,
  activeTimeMs: 1800000,
  sampleCount: 1800,
  hrAvg: 125.2,
  hrMin: 65,
  hrMax: 155,
  timeInZonesMs: [401000, 107000, 92000, 600000, 599000],
  hrRecovery1MinBpm: 20,
  rmssdMs: 23.6,
  distanceM: null,
  avgSpeedKmh: null,
  avgPowerW: null,
  avgCadenceRpm: null,
  rpe: 13,
});
const HASH_STAND_IN = '0'.repeat(64);

const app = Fastify({ bodyLimit: 4 * 1024 * 1024, logger: false });
type Body = Record<string, unknown>;
const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

app.put<{ Params: { activityId: string }; Body: Body }>(
  '/api/activities/:activityId',
  async (request) => {
    const b = request.body;
    const now = Date.now();
    await store.insertActivity([
      WORKSPACE,
      request.params.activityId,
      b.patientId,
      b.type,
      b.startedAt,
      b.endedAt,
      b.timestamp ?? now,
      json(b.device),
      b.hrMaxBpm ?? null,
      b.restingHr ?? null,
      b.notes ?? '',
      SUMMARY_STAND_IN,
      HASH_STAND_IN,
      now,
      now,
      null,
      json(b.events ?? []),
      json(b.samples),
    ]);
    return { activity: { activityId: request.params.activityId, ...b } };
  },
);

app.put<{ Params: { patientId: string }; Body: Body }>(
  '/api/patients/:patientId',
  async (request) => {
    const b = request.body;
    const now = Date.now();
    const name = String(b.patientName);
    const patient = await store.upsertPatient([
      WORKSPACE,
      request.params.patientId,
      name,
      name.toLowerCase(),
      b.birthDate ?? null,
      b.sex ?? 'unknown',
      b.restingHr ?? null,
      b.notes ?? '',
      null,
      now,
      now,
    ]);
    return { patient };
  },
);

app.get<{ Querystring: { limit?: string } }>('/api/activities', async (request) => {
  const limit = Number(request.query.limit ?? 50);
  const rows = await store.listActivities(limit + 1);
  return { activities: rows.slice(0, limit), nextCursor: null };
});

app.get('/api/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => app.close().then(() => process.exit(0)));
}
