/**
 * A patient's sessions as trend points, oldest first: the stored summary's key numbers, and what
 * needs the recording itself (time in the session's target band, BP and SpO₂ entries), read in
 * batches so a long-treated patient's samples are never all in memory at once.
 */
import type { Kysely } from 'kysely';
import type { ActivitySummary } from '../../common/schemas/activity-summary.js';
import { sessionTrendOf } from '../../common/trends/session-trend.js';
import type { TrendActivity } from '../../common/trends/weekly-trend.js';
import type { DataSchema } from '../db/schema.js';

/** Trends look at the newest sessions only, so a long-treated patient stays fast to chart. */
const TREND_MAX_ACTIVITIES = 1000;
/** Sessions whose samples are parsed at a time (a 1 h session at 1 Hz is ~3,600 points). */
const RECORDING_BATCH = 50;

export async function trendSessionsOf(
  db: Kysely<DataSchema>,
  workspaceId: string,
  patientId: string,
  range: { from?: number; to?: number },
): Promise<TrendActivity[]> {
  let q = db
    .selectFrom('activities')
    .select([
      'activity_id',
      'timestamp',
      'started_at',
      'type',
      'summary',
      'target_low_bpm',
      'target_high_bpm',
    ])
    .where('workspace_id', '=', workspaceId)
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null);
  if (range.from !== undefined) q = q.where('timestamp', '>=', range.from);
  if (range.to !== undefined) q = q.where('timestamp', '<=', range.to);
  const rows = (
    await q
      .orderBy('timestamp', 'desc')
      .orderBy('activity_id', 'desc')
      .limit(TREND_MAX_ACTIVITIES)
      .execute()
  ).reverse();
  const points: TrendActivity[] = [];
  for (let start = 0; start < rows.length; start += RECORDING_BATCH) {
    const batch = rows.slice(start, start + RECORDING_BATCH);
    const recordings = await db
      .selectFrom('activities')
      .select(['activity_id', 'samples', 'events'])
      .where('workspace_id', '=', workspaceId)
      .where(
        'activity_id',
        'in',
        batch.map((row) => row.activity_id),
      )
      .execute();
    const byId = new Map(recordings.map((r) => [r.activity_id, r]));
    for (const row of batch) {
      const summary = JSON.parse(row.summary) as ActivitySummary;
      const recording = byId.get(row.activity_id);
      const target =
        row.target_low_bpm === null || row.target_high_bpm === null
          ? null
          : { lowBpm: row.target_low_bpm, highBpm: row.target_high_bpm };
      const figures = sessionTrendOf(
        {
          summary,
          samples: recording ? JSON.parse(recording.samples) : { t: [] },
          events: recording ? JSON.parse(recording.events) : [],
        },
        target,
      );
      points.push({
        activityId: row.activity_id,
        timestamp: row.timestamp,
        startedAt: row.started_at,
        type: row.type,
        durationMs: summary.durationMs,
        activeTimeMs: summary.activeTimeMs,
        hrAvg: summary.hrAvg,
        hrMax: summary.hrMax,
        rpe: summary.rpe,
        hrRecovery1MinBpm: summary.hrRecovery1MinBpm,
        ...figures,
        // Needs the body weight, which the trend route reads from the assessments.
        estimatedMets: null,
      });
    }
  }
  return points;
}
