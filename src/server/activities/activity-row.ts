/** Converts between the stored activity row and the API's Activity shape. */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  type Activity,
  type ActivityContent,
  type ActivityListItem,
  type ActivitySetting,
  type BorgTarget,
  type SafetyMaxSource,
  type SessionPrescription,
  safetyMaxSourceSchema,
  type TargetBand,
} from '../../common/schemas/activity.js';
import { memberRefOf } from '../audit/actor.js';
import type { ActivitiesTable } from '../db/schema.js';

type ActivityListRow = Omit<Selectable<ActivitiesTable>, 'samples' | 'events'>;

export const LIST_COLUMNS = [
  'workspace_id',
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
  'version',
  'recorded_by',
  'recorded_by_name',
  'class_id',
  'target_low_bpm',
  'target_high_bpm',
  'borg_target_low',
  'borg_target_high',
  'prescription_version',
  'prescription_signed',
  'safety_max_bpm',
  'safety_max_source',
  'setting',
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
    version: row.version,
    recordedBy: memberRefOf(row.recorded_by, row.recorded_by_name),
    classId: row.class_id,
    target: targetOf(row.target_low_bpm, row.target_high_bpm),
    borgTarget: borgTargetOf(row.borg_target_low, row.borg_target_high),
    prescription: prescriptionOf(row.prescription_version, row.prescription_signed),
    safetyMaxBpm: row.safety_max_bpm,
    safetyMaxSource: row.safety_max_bpm === null ? null : sourceOf(row.safety_max_source),
    setting: settingOf(row.setting),
  };
}

/** Null is the clinic: every session before home sessions, and every one the clinic records. */
const settingOf = (setting: string | null): ActivitySetting =>
  setting === 'home' ? 'home' : 'clinic';

/** Written only from the schema's list; anything else reads as unknown rather than failing. */
function sourceOf(source: string | null): SafetyMaxSource | null {
  return safetyMaxSourceSchema.safeParse(source).data ?? null;
}

function borgTargetOf(low: number | null, high: number | null): BorgTarget | null {
  return low === null || high === null ? null : { low, high };
}

function prescriptionOf(version: number | null, signed: number | null): SessionPrescription | null {
  return version === null ? null : { version, signed: signed === 1 };
}

/** The columns of what guided a session (migration 018), from its content. */
export function guidanceColumns(content: ActivityContent) {
  return {
    borg_target_low: content.borgTarget?.low ?? null,
    borg_target_high: content.borgTarget?.high ?? null,
    prescription_version: content.prescription?.version ?? null,
    prescription_signed:
      content.prescription === undefined ? null : content.prescription.signed ? 1 : 0,
    // The safety maximum it ran with (migration 021).
    safety_max_bpm: content.safetyMaxBpm ?? null,
    safety_max_source: content.safetyMaxSource ?? null,
  };
}

/** Both bounds are written together, so one null means the session had no target. */
function targetOf(lowBpm: number | null, highBpm: number | null): TargetBand | null {
  return lowBpm === null || highBpm === null ? null : { lowBpm, highBpm };
}

export function toActivity(row: Selectable<ActivitiesTable>): Activity {
  return { ...toListItem(row), samples: JSON.parse(row.samples), events: JSON.parse(row.events) };
}

/** Samples and events as stored, and the content's hash: each large array stringified once. */
export interface ContentJson {
  samplesJson: string;
  eventsJson: string;
  contentHash: string;
}

/**
 * The hash is SHA-256 of `JSON.stringify(content)` (so stored hashes keep matching replays),
 * fed piece by piece around the samples and events text that is stored as well; a classId, a
 * target, a Borg target, a prescription and a safety maximum, when set, are the content's last
 * keys, in that order.
 */
export function contentJson(content: ActivityContent): ContentJson {
  const { samples, events, classId, target, borgTarget, prescription, ...rest } = content;
  const { safetyMaxBpm, safetyMaxSource, ...head } = rest;
  const tail = JSON.stringify({
    ...(classId === undefined ? {} : { classId }),
    ...(target === undefined ? {} : { target }),
    ...(borgTarget === undefined ? {} : { borgTarget }),
    ...(prescription === undefined ? {} : { prescription }),
    ...(safetyMaxBpm === undefined ? {} : { safetyMaxBpm, safetyMaxSource }),
  });
  const samplesJson = JSON.stringify(samples);
  const eventsJson = JSON.stringify(events);
  const contentHash = createHash('sha256')
    .update(JSON.stringify(head).slice(0, -1))
    .update(',"samples":')
    .update(samplesJson)
    .update(',"events":')
    .update(eventsJson)
    .update(tail === '{}' ? '}' : `,${tail.slice(1)}`)
    .digest('hex');
  return { samplesJson, eventsJson, contentHash };
}

/** A saved session without its large arrays, which stay the JSON text that was stored. */
export interface StoredActivity {
  item: ActivityListItem;
  samplesJson: string;
  eventsJson: string;
}

/**
 * The columns a first save writes, but the key, created_at, deleted_at and the columns added
 * later (who recorded it, its class and target): migration tests write rows of older schemas
 * with these.
 */
export function rowFields(
  content: ActivityContent,
  json: ContentJson,
  summaryJson: string,
  now: number,
) {
  return {
    patient_id: content.patientId,
    type: content.type,
    started_at: content.startedAt,
    ended_at: content.endedAt,
    timestamp: content.timestamp,
    device: content.device ? JSON.stringify(content.device) : null,
    hr_max_bpm: content.hrMaxBpm,
    resting_hr: content.restingHr,
    notes: content.notes,
    summary: summaryJson,
    content_hash: json.contentHash,
    updated_at: now,
    events: json.eventsJson,
    samples: json.samplesJson,
  };
}

/** What a save needs of an existing row besides the content it already has. */
export const STATE_COLUMNS = [
  'timestamp',
  'notes',
  'summary',
  'content_hash',
  'created_at',
  'updated_at',
  'deleted_at',
  'version',
  'recorded_by',
  'recorded_by_name',
  'setting',
] as const;
export type RowState = Pick<Selectable<ActivitiesTable>, (typeof STATE_COLUMNS)[number]>;

export function storedActivity(
  activityId: string,
  content: ActivityContent,
  json: ContentJson,
  state: RowState,
): StoredActivity {
  return {
    item: {
      activityId,
      patientId: content.patientId,
      type: content.type,
      startedAt: content.startedAt,
      endedAt: content.endedAt,
      timestamp: content.timestamp,
      device: content.device,
      hrMaxBpm: content.hrMaxBpm,
      restingHr: content.restingHr,
      notes: content.notes,
      summary: JSON.parse(state.summary),
      createdAt: state.created_at,
      updatedAt: state.updated_at,
      deletedAt: state.deleted_at,
      version: state.version,
      recordedBy: memberRefOf(state.recorded_by, state.recorded_by_name),
      // A replay or notes edit matched the stored hash, which holds the classId and target
      // saved first.
      classId: content.classId ?? null,
      target: content.target ?? null,
      borgTarget: content.borgTarget ?? null,
      prescription: content.prescription ?? null,
      safetyMaxBpm: content.safetyMaxBpm ?? null,
      safetyMaxSource: content.safetyMaxSource ?? null,
      setting: settingOf(state.setting),
    },
    samplesJson: json.samplesJson,
    eventsJson: json.eventsJson,
  };
}

/**
 * `{ activity }` as JSON text, with the same keys in the same order as `toActivity`, splicing in
 * the stored samples and events text instead of parsing and stringifying ~50 KB again.
 */
export function activityBodyJson({ item, samplesJson, eventsJson }: StoredActivity): string {
  const head = JSON.stringify(item).slice(0, -1);
  return `{"activity":${head},"samples":${samplesJson},"events":${eventsJson}}}`;
}
