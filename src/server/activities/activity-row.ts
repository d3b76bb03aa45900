/** Converts between the stored activity row and the API's Activity shape. */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  Activity,
  ActivityInputParsed,
  ActivityListItem,
} from '../../common/schemas/activity.js';
import type { ActivitiesTable } from '../db/schema.js';

export type ActivityListRow = Omit<Selectable<ActivitiesTable>, 'samples' | 'events'>;

export const LIST_COLUMNS = [
  'owner_id',
  'activity_id',
  'patient_id',
  'type',
  'started_at',
  'ended_at',
  'timestamp',
  'device',
  'hr_max_bpm',
  'resting_hr',
  'notes',
  'summary',
  'content_hash',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export function toListItem(row: ActivityListRow): ActivityListItem {
  return {
    activityId: row.activity_id,
    patientId: row.patient_id,
    type: row.type as Activity['type'],
    startedAt: row.started_at,
    endedAt: row.ended_at,
    timestamp: row.timestamp,
    device: row.device ? JSON.parse(row.device) : null,
    hrMaxBpm: row.hr_max_bpm,
    restingHr: row.resting_hr,
    notes: row.notes,
    summary: JSON.parse(row.summary),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

export function toActivity(row: Selectable<ActivitiesTable>): Activity {
  return { ...toListItem(row), samples: JSON.parse(row.samples), events: JSON.parse(row.events) };
}

/** The stored content, timestamp resolved; its hash tells a replay from an edit. */
export function contentOf(input: ActivityInputParsed, timestamp: number) {
  return {
    patientId: input.patientId,
    type: input.type,
    startedAt: input.startedAt,
    endedAt: input.endedAt,
    timestamp,
    device: input.device ?? null,
    hrMaxBpm: input.hrMaxBpm ?? null,
    restingHr: input.restingHr ?? null,
    notes: input.notes,
    samples: input.samples,
    events: input.events,
  };
}

export function hashContent(content: ReturnType<typeof contentOf>): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
