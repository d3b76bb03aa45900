/**
 * Reads at scale: one clinician with 1k, 10k and 100k sessions, seeded straight into the data
 * database through Kysely (the server's own tables), then the history first page and a patient's
 * trend timed over loopback, sequentially (median and p95 of several requests).
 */
import { randomUUID } from 'node:crypto';
import { computeSummary } from '../src/common/metrics/summary.js';
import type { ActivityEvent } from '../src/common/schemas/activity-event.js';
import type { Samples } from '../src/common/schemas/activity-samples.js';
import type { DatabaseTarget } from '../src/server/config.js';
import { connect } from '../src/server/db/connect.js';
import type { DataSchema } from '../src/server/db/schema.js';
import { makeActivity, makePatient } from '../src/server/test/factories.js';
import { median } from '../src/server/test/load-run.js';
import type { TestClient } from '../src/server/test/test-server.js';

export const SCALE_LEVELS = [1_000, 10_000, 100_000] as const;
const PATIENTS = 20;
const BATCH = 500;
const TYPES = ['walk', 'treadmill', 'cycle', 'strength', 'balance', 'other'] as const;
/** Sessions spread over the last two years, newest first in history. */
const SPAN_MS = 2 * 365 * 86_400_000;

export interface ScaleRow {
  sessions: number;
  query: string;
  path: string;
  medianMs: number;
  p95Ms: number;
  status: number;
}

const patientId = (i: number) => `P-${String(i % PATIENTS).padStart(2, '0')}`;

/** Adds sessions number `from` to `to - 1` of the workspace (small samples: list reads skip them). */
export async function seedSessions(
  target: DatabaseTarget,
  workspaceId: string,
  from: number,
  to: number,
): Promise<void> {
  const data = connect<DataSchema>(target);
  const template = makeActivity('P-00', {}, 60);
  const summary = JSON.stringify(
    computeSummary({
      startedAt: template.startedAt,
      endedAt: template.endedAt,
      samples: template.samples as Samples,
      events: template.events as ActivityEvent[],
      hrMaxBpm: 160,
    }),
  );
  const samples = JSON.stringify(template.samples);
  const events = JSON.stringify(template.events);
  const now = Date.now();
  try {
    if (from === 0) {
      for (let p = 0; p < PATIENTS; p++) {
        const { patientName, sex, notes } = makePatient({ patientName: `Paciente ${p}` });
        await data.db
          .insertInto('patients')
          .values({
            workspace_id: workspaceId,
            patient_id: patientId(p),
            patient_name: patientName,
            name_key: patientName.toLowerCase(),
            birth_date: '1960-01-01',
            sex: sex ?? 'unknown',
            resting_hr: 68,
            notes: notes ?? '',
            archived_at: null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['workspace_id', 'patient_id']).doNothing())
          .execute();
      }
    }
    for (let start = from; start < to; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(to, start + BATCH); i++) {
        // A scatter over the span that does not depend on the level being seeded.
        const timestamp = now - Math.floor(((i * 7919) % 100_000) * (SPAN_MS / 100_000));
        rows.push({
          workspace_id: workspaceId,
          activity_id: randomUUID(),
          patient_id: patientId(i),
          type: TYPES[i % TYPES.length]!,
          started_at: timestamp - 3_600_000,
          ended_at: timestamp - 1_800_000,
          timestamp,
          device: null,
          hr_max_bpm: 160,
          resting_hr: 68,
          notes: '',
          summary,
          content_hash: randomUUID(),
          created_at: now,
          updated_at: now,
          deleted_at: null,
          events,
          samples,
        });
      }
      await data.db.insertInto('activities').values(rows).execute();
    }
  } finally {
    await data.close();
  }
}

/** Times `count` sequential GETs after a short warm-up: the server's answer time over loopback. */
export async function timeGets(client: TestClient, path: string, count = 25) {
  let status = 0;
  for (let i = 0; i < 3; i++) status = (await client.get(path)).status;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await client.get(path);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: median(times),
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!,
    status,
  };
}

/**
 * Seeds up to each level and times the reads. The trend endpoint is the lead's; when it is not
 * there (404 "No route"), the patient's history filter stands in and the row says so.
 */
export async function runScaleBench(
  client: TestClient,
  workspaceId: string,
  target: DatabaseTarget,
  log: (line: string) => void,
): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  let seeded = 0;
  for (const level of SCALE_LEVELS) {
    const started = Date.now();
    await seedSessions(target, workspaceId, seeded, level);
    seeded = level;
    log(`scale: ${level} sessions seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const probe = await client.get('/api/patients/P-07/trend');
    const trendMissing = probe.status === 404 && /No route/.test(probe.body?.error?.message ?? '');
    const queries = [
      ['history first page', '/api/activities?limit=50'],
      ['history of one patient', '/api/activities?patientId=P-07&limit=50'],
      trendMissing
        ? [
            'patient trend (stand-in: no trend endpoint)',
            '/api/activities?patientId=P-07&limit=200',
          ]
        : ['patient trend', '/api/patients/P-07/trend'],
    ] as const;
    for (const [query, path] of queries) {
      rows.push({ sessions: level, query, path, ...(await timeGets(client, path)) });
    }
  }
  return rows;
}
