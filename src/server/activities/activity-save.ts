/**
 * Saving an activity: idempotent by content hash, a saved recording fixed but its notes, every
 * stored change audited in the same transaction; the first save records who saved it.
 */
import type { Kysely } from 'kysely';
import { computeSummary } from '../../common/metrics/summary.js';
import {
  type ActivityContent,
  type ActivityInputParsed,
  type ActivitySetting,
  activityContentOf,
} from '../../common/schemas/activity.js';
import type { ActivityEvent } from '../../common/schemas/activity-event.js';
import type { Actor } from '../audit/actor.js';
import { type AuditTarget, appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';
import { VersionConflict } from '../kernel/if-match.js';
import type { ActivityReads } from './activity-reads.js';
import {
  type ContentJson,
  contentJson,
  guidanceColumns,
  type RowState,
  rowFields,
  STATE_COLUMNS,
  type StoredActivity,
  storedActivity,
} from './activity-row.js';
import { acknowledgedAsStored, hasAcknowledgements } from './alarm-acknowledgers.js';

/** Concurrent notes edits without `If-Match` each win in turn; this bounds the retries. */
const NOTES_WRITE_ATTEMPTS = 3;
const RECORDING_IS_FIXED = "A saved session's recording cannot change; only its notes can";

/** What a save stored: a new activity, a saved one's new notes, or nothing (a replay). */
export type ActivityChange = 'new' | 'notes' | null;
export interface ActivitySave extends StoredActivity {
  change: ActivityChange;
}

/**
 * One read for a save: 404 unless the patient is in the workspace; then the session's row state,
 * if it exists (it keeps its timestamp, and the same content hash means a replay).
 */
async function storedEventsOf(db: Kysely<DataSchema>, workspaceId: string, activityId: string) {
  const row = await db
    .selectFrom('activities')
    .select('events')
    .where('workspace_id', '=', workspaceId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.events) as ActivityEvent[]) : [];
}

async function existingState(
  db: Kysely<DataSchema>,
  workspaceId: string,
  activityId: string,
  patientId: string,
): Promise<RowState | null> {
  const found = await db
    .selectFrom('patients')
    .leftJoin('activities', (join) =>
      join
        .onRef('activities.workspace_id', '=', 'patients.workspace_id')
        .on('activities.activity_id', '=', activityId),
    )
    .select(['patients.patient_id', ...STATE_COLUMNS.map((c) => `activities.${c}` as const)])
    .where('patients.workspace_id', '=', workspaceId)
    .where('patients.patient_id', '=', patientId)
    .executeTakeFirst();
  if (!found) {
    throw new HttpError(404, 'not_found', `Patient ${patientId} not found`, [
      { field: 'body.patientId', message: 'no such patient' },
    ]);
  }
  // content_hash is never null in a row: null means the join found no session.
  return found.content_hash === null ? null : (found as RowState);
}

function stateOf(
  db: Kysely<DataSchema>,
  workspaceId: string,
  activityId: string,
): Promise<RowState | undefined> {
  return db
    .selectFrom('activities')
    .select(STATE_COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}

/** Runs `write` and, if it stored something, appends `target`'s event: one transaction. */
function audited<T>(
  db: Kysely<DataSchema>,
  workspaceId: string,
  actor: Actor,
  target: AuditTarget,
  at: number,
  write: (trx: Kysely<DataSchema>) => Promise<T | undefined>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (written) await appendAuditEvent(trx, workspaceId, actor, target, at);
    return written;
  });
}

/** The first save of a session; undefined when a concurrent save of the same id came first. */
function insertNew(
  trx: Kysely<DataSchema>,
  workspaceId: string,
  activityId: string,
  content: ActivityContent,
  json: ContentJson,
  now: number,
  actor: Actor,
  setting: ActivitySetting,
): Promise<RowState | undefined> {
  const summary = computeSummary({
    startedAt: content.startedAt,
    endedAt: content.endedAt,
    samples: content.samples,
    events: content.events,
    hrMaxBpm: content.hrMaxBpm,
  });
  return trx
    .insertInto('activities')
    .values({
      workspace_id: workspaceId,
      activity_id: activityId,
      created_at: now,
      deleted_at: null,
      recorded_by: actor.id,
      recorded_by_name: actor.name,
      setting: setting === 'home' ? 'home' : null,
      class_id: content.classId ?? null,
      target_low_bpm: content.target?.lowBpm ?? null,
      target_high_bpm: content.target?.highBpm ?? null,
      ...guidanceColumns(content),
      ...rowFields(content, json, JSON.stringify(summary), now),
    })
    .onConflict((oc) => oc.columns(['workspace_id', 'activity_id']).doNothing())
    .returning(STATE_COLUMNS)
    .executeTakeFirst();
}

/**
 * Idempotent: replaying the same content writes nothing (not even updated_at or the
 * version). A saved session's recording never changes: only other notes are stored (version
 * +1); other content is refused (409), and a deleted session stays deleted (409, current
 * null). With `ifMatch`, notes are stored only over that version (else a VersionConflict).
 * Answers from what it computed and the row's state, without reading the samples back.
 */

export function createActivitySave(
  db: Kysely<DataSchema>,
  reads: ActivityReads,
  clock: () => number = Date.now,
) {
  return async function upsert(
    workspaceId: string,
    activityId: string,
    input: ActivityInputParsed,
    actor: Actor,
    ifMatch?: number,
    /** A home session's first save (home routes); a saved session keeps its setting. */
    setting: ActivitySetting = 'clinic',
  ): Promise<ActivitySave> {
    let state = await existingState(db, workspaceId, activityId, input.patientId);
    const now = clock();
    let content = activityContentOf(input, input.timestamp ?? state?.timestamp ?? now);
    let json = contentJson(content);
    const event = { action: 'activity.write', patientId: input.patientId, activityId } as const;
    if (!state) {
      if (ifMatch !== undefined) throw new VersionConflict('session', null);
      const written = await audited(db, workspaceId, actor, event, now, (trx) =>
        insertNew(trx, workspaceId, activityId, content, json, now, actor, setting),
      );
      if (written) {
        return { ...storedActivity(activityId, content, json, written), change: 'new' };
      }
      // A concurrent first save of the same id came first: go on as over a saved session.
      state = (await stateOf(db, workspaceId, activityId)) ?? null;
    }
    if (state && state.content_hash !== json.contentHash && hasAcknowledgements(content)) {
      // Saved under other acknowledgers' names (a rename since, a colleague's notes edit):
      // the stored ones stand, and the rest of the content decides.
      const asStored = acknowledgedAsStored(
        content,
        await storedEventsOf(db, workspaceId, activityId),
      );
      if (asStored) {
        content = asStored;
        json = contentJson(content);
      }
    }
    for (let attempt = 0; attempt < NOTES_WRITE_ATTEMPTS && state; attempt++) {
      if (state.content_hash === json.contentHash) {
        return { ...storedActivity(activityId, content, json, state), change: null };
      }
      if (state.deleted_at !== null) throw new VersionConflict('session', null);
      if (contentJson({ ...content, notes: state.notes }).contentHash !== state.content_hash) {
        throw new HttpError(409, 'conflict', RECORDING_IS_FIXED, [
          { field: 'body', message: 'differs from the saved session in more than its notes' },
        ]);
      }
      if (ifMatch !== undefined && ifMatch !== state.version) {
        throw new VersionConflict('session', await reads.get(workspaceId, activityId));
      }
      const { content_hash, version } = state;
      const written = await audited(db, workspaceId, actor, event, now, (trx) =>
        trx
          .updateTable('activities')
          .set((eb) => ({
            notes: content.notes,
            content_hash: json.contentHash,
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('workspace_id', '=', workspaceId)
          .where('activity_id', '=', activityId)
          .where('content_hash', '=', content_hash)
          .where('version', '=', version)
          .where('deleted_at', 'is', null)
          .returning(STATE_COLUMNS)
          .executeTakeFirst(),
      );
      if (written) {
        return { ...storedActivity(activityId, content, json, written), change: 'notes' };
      }
      // Another write came between the read and the update: decide again on what it stored.
      state = (await stateOf(db, workspaceId, activityId)) ?? null;
    }
    throw new HttpError(409, 'conflict', 'This session is being changed elsewhere; try again');
  };
}
