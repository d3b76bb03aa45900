/**
 * A write the server refused because the record changed elsewhere (409 with its current record),
 * and the clinician's ways out: keep mine (sent again over their version), take theirs (mine is
 * dropped), or, for notes, keep both (joined, sent over their version). Pure: the outbox engine
 * applies these to the stored item.
 */
import { bytesOf, type OutboxItem } from './outbox-item';

/** The fields Settings compares, by the kind of record. */
const COMPARED_FIELDS = {
  patient: [
    'patientName',
    'birthDate',
    'sex',
    'phone',
    'restingHr',
    'notes',
    'clinicalProfile',
    'archivedAt',
  ],
  activity: ['notes'],
  programme: ['phase', 'startDate', 'plannedSessions', 'sessionsPerWeek', 'riskClass', 'status'],
  // Every kind's fields: those a kind does not have are null on both sides, so never listed.
  assessment: [
    ...['kind', 'date', 'restHr', 'peakHr', 'vt1Hr', 'vt2Hr', 'ischaemicHr', 'peakMets'],
    ...['peakSbp', 'onBetaBlocker', 'distanceM', 'preHr', 'postHr', 'minSpo2', 'borgDyspnoea'],
    ...['borgFatigue', 'sbp', 'dbp', 'hr', 'weightKg', 'name', 'score', 'notes'],
  ],
  prescription: ['modality', 'minutes', 'intensity', 'basedOn'],
} as const;
export type ConflictKind = keyof typeof COMPARED_FIELDS;
export const CONFLICT_KINDS = Object.keys(COMPARED_FIELDS) as ConflictKind[];
/** A patient save without a clinical profile or phone keeps the stored one: nothing to compare. */
const KEPT_WHEN_ABSENT = new Set(['clinicalProfile', 'phone']);

export interface ConflictField {
  field: string;
  mine: unknown;
  theirs: unknown;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * What differs between my write and their record, field by field. A field my write leaves out
 * counts as null (the server stores it so); archivedAt is theirs only (a save brings a patient
 * back, so mine is null).
 */
export function conflictFields(
  kind: ConflictKind,
  mine: unknown,
  theirs: unknown,
): ConflictField[] {
  const mineRecord = recordOf(mine);
  const theirRecord = recordOf(theirs);
  const fields: readonly string[] = COMPARED_FIELDS[kind];
  return (
    fields
      .filter((field) => !(KEPT_WHEN_ABSENT.has(field) && !(field in mineRecord)))
      .map((field) => ({
        field,
        mine: mineRecord[field] ?? (field === 'notes' ? '' : null),
        theirs: theirRecord[field] ?? (field === 'notes' ? '' : null),
      }))
      // Objects (a prescription's intensity, a clinical profile) are equal when their JSON is.
      .filter(({ mine: a, theirs: b }) => JSON.stringify(a) !== JSON.stringify(b))
  );
}

/** Both notes, theirs first (it was stored first); one that already holds the other stands alone. */
export function joinNotes(mine: string, theirs: string): string {
  const a = mine.trim();
  const b = theirs.trim();
  if (a === '' || b.includes(a)) return theirs;
  if (b === '' || a.includes(b)) return mine;
  return `${b}\n\n${a}`;
}

/** The version of their record; null when it no longer exists (then mine goes as a plain upsert). */
function theirVersionOf(item: OutboxItem): number | null {
  const version = recordOf(item.conflict?.current).version;
  return typeof version === 'number' ? version : null;
}

/** Sent again as if newly queued, over their version. */
export function keptMine(item: OutboxItem, now: number): OutboxItem {
  return {
    ...item,
    baseVersion: theirVersionOf(item),
    conflict: null,
    failed: false,
    attempts: 0,
    serverFailures: 0,
    lastError: null,
    nextAttemptAt: now,
  };
}

/** Notes of both sides: a PUT whose body has notes, over a record that still exists. */
export function canKeepBoth(item: OutboxItem): boolean {
  if (item.method !== 'PUT' || item.bodyJson === null || theirVersionOf(item) === null) {
    return false;
  }
  return typeof recordOf(JSON.parse(item.bodyJson)).notes === 'string';
}

/** My write with the notes of both sides, sent over their version. */
export function keptBoth(item: OutboxItem, now: number): OutboxItem {
  if (!canKeepBoth(item)) return keptMine(item, now);
  const body = recordOf(JSON.parse(item.bodyJson!));
  const theirNotes = recordOf(item.conflict?.current).notes;
  const notes = joinNotes(body.notes as string, typeof theirNotes === 'string' ? theirNotes : '');
  const bodyJson = JSON.stringify({ ...body, notes });
  return { ...keptMine(item, now), bodyJson, bytes: bytesOf(item.method, item.path, bodyJson) };
}

/** The version the server stored after a write went through, from its answer or its method. */
export function storedVersionOf(item: OutboxItem, answeredVersion: number | undefined) {
  if (answeredVersion !== undefined) return answeredVersion;
  // A DELETE answers 204 without a body: a stored archive or delete counts one change.
  return item.method === 'DELETE' && typeof item.baseVersion === 'number'
    ? item.baseVersion + 1
    : undefined;
}
