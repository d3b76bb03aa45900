/**
 * Activities of one workspace; every query is scoped by workspace_id. Every stored change
 * appends its audit event in the same transaction; the first save records who saved it.
 */
import type { Kysely } from 'kysely';
import { computeSummary } from '../../common/metrics/summary.js';
import {
  type Activity,
  type ActivityContent,
  type ActivityEvent,
  type ActivityInputParsed,
  type ActivityListItem,
  type ActivityListQuery,
  activityContentOf,
} from '../../common/schemas/activity.js';
import type { ActivitySummary } from '../../common/schemas/activity-summary.js';
import type { TrendActivity } from '../../common/trends/weekly-trend.js';
import type { Actor } from '../audit/actor.js';
import { type AuditTarget, appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';
import { VersionConflict } from '../kernel/if-match.js';
import { pageFrom } from '../kernel/page.js';
import {
  type ContentJson,
  contentJson,
  LIST_COLUMNS,
  type RowState,
  rowFields,
  STATE_COLUMNS,
  type StoredActivity,
  storedActivity,
  toActivity,
  toListItem,
} from './activity-row.js';
import { acknowledgedAsStored, hasAcknowledgements } from './alarm-acknowledgers.js';
import { decodeCursor, encodeCursor } from './history-cursor.js';

const EXPORT_BATCH = 200;
/** Concurrent notes edits without `If-Match` each win in turn; this bounds the retries. */
const NOTES_WRITE_ATTEMPTS = 3;
const RECORDING_IS_FIXED = "A saved session's recording cannot change; only its notes can";
/** Trends look at the newest sessions only, so a long-treated patient stays fast to chart. */
const TREND_MAX_ACTIVITIES = 1000;

/** What a save stored: a new activity, a saved one's new notes, or nothing (a replay). */
export type ActivityChange = 'new' | 'notes' | null;
export interface ActivitySave extends StoredActivity {
  change: ActivityChange;
}

export interface HistoryPage {
  activities: ActivityListItem[];
  nextCursor: string | null;
}

export function createActivityRepository(db: Kysely<DataSchema>) {
  async function getRow(workspaceId: string, activityId: string) {
    return db
      .selectFrom('activities')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
  }

  /**
   * One read for a save: 404 unless the patient is in the workspace; then the session's row state,
   * if it exists (it keeps its timestamp, and the same content hash means a replay).
   */
  async function storedEventsOf(workspaceId: string, activityId: string) {
    const row = await db
      .selectFrom('activities')
      .select('events')
      .where('workspace_id', '=', workspaceId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.events) as ActivityEvent[]) : [];
  }

  async function existingState(
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

  function stateOf(workspaceId: string, activityId: string): Promise<RowState | undefined> {
    return db
      .selectFrom('activities')
      .select(STATE_COLUMNS)
      .where('workspace_id', '=', workspaceId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
  }

  /** Runs `write` and, if it stored something, appends `target`'s event: one transaction. */
  function audited<T>(
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
        class_id: content.classId ?? null,
        target_low_bpm: content.target?.lowBpm ?? null,
        target_high_bpm: content.target?.highBpm ?? null,
        ...rowFields(content, json, JSON.stringify(summary), now),
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'activity_id']).doNothing())
      .returning(STATE_COLUMNS)
      .executeTakeFirst();
  }

  return {
    async get(workspaceId: string, activityId: string): Promise<Activity | null> {
      const row = await getRow(workspaceId, activityId);
      return row && row.deleted_at === null ? toActivity(row) : null;
    },

    /** The named sessions the workspace has and has not deleted, in the order asked. */
    async getMany(workspaceId: string, activityIds: readonly string[]): Promise<Activity[]> {
      const rows = await db
        .selectFrom('activities')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('activity_id', 'in', activityIds)
        .where('deleted_at', 'is', null)
        .execute();
      const byId = new Map(rows.map((row) => [row.activity_id, toActivity(row)]));
      return activityIds.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Idempotent: replaying the same content writes nothing (not even updated_at or the
     * version). A saved session's recording never changes: only other notes are stored (version
     * +1); other content is refused (409), and a deleted session stays deleted (409, current
     * null). With `ifMatch`, notes are stored only over that version (else a VersionConflict).
     * Answers from what it computed and the row's state, without reading the samples back.
     */
    async upsert(
      workspaceId: string,
      activityId: string,
      input: ActivityInputParsed,
      actor: Actor,
      ifMatch?: number,
    ): Promise<ActivitySave> {
      let state = await existingState(workspaceId, activityId, input.patientId);
      const now = Date.now();
      let content = activityContentOf(input, input.timestamp ?? state?.timestamp ?? now);
      let json = contentJson(content);
      const event = { action: 'activity.write', patientId: input.patientId, activityId } as const;
      if (!state) {
        if (ifMatch !== undefined) throw new VersionConflict('session', null);
        const written = await audited(workspaceId, actor, event, now, (trx) =>
          insertNew(trx, workspaceId, activityId, content, json, now, actor),
        );
        if (written) {
          return { ...storedActivity(activityId, content, json, written), change: 'new' };
        }
        // A concurrent first save of the same id came first: go on as over a saved session.
        state = (await stateOf(workspaceId, activityId)) ?? null;
      }
      if (state && state.content_hash !== json.contentHash && hasAcknowledgements(content)) {
        // Saved under other acknowledgers' names (a rename since, a colleague's notes edit):
        // the stored ones stand, and the rest of the content decides.
        const asStored = acknowledgedAsStored(
          content,
          await storedEventsOf(workspaceId, activityId),
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
          throw new VersionConflict('session', await this.get(workspaceId, activityId));
        }
        const { content_hash, version } = state;
        const written = await audited(workspaceId, actor, event, now, (trx) =>
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
        state = (await stateOf(workspaceId, activityId)) ?? null;
      }
      throw new HttpError(409, 'conflict', 'This session is being changed elsewhere; try again');
    },

    /**
     * Returns false when there is no live session to delete. With `ifMatch`, a live session is
     * deleted only at that version (else a VersionConflict with the session as it is).
     */
    async softDelete(
      workspaceId: string,
      activityId: string,
      actor: Actor,
      ifMatch?: number,
    ): Promise<boolean> {
      const now = Date.now();
      const deleted = await db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable('activities')
          .set((eb) => ({ deleted_at: now, updated_at: now, version: eb('version', '+', 1) }))
          .where('workspace_id', '=', workspaceId)
          .where('activity_id', '=', activityId)
          .where('deleted_at', 'is', null);
        if (ifMatch !== undefined) update = update.where('version', '=', ifMatch);
        const row = await update.returning('patient_id').executeTakeFirst();
        if (!row) return false;
        const event = { action: 'activity.delete', patientId: row.patient_id, activityId } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, now);
        return true;
      });
      if (deleted) return true;
      const live = ifMatch === undefined ? null : await this.get(workspaceId, activityId);
      if (live) throw new VersionConflict('session', live);
      return false;
    },

    /** Key numbers of a patient's sessions, oldest first, for trend charts. */
    async trendSessions(
      workspaceId: string,
      patientId: string,
      range: { from?: number; to?: number },
    ): Promise<TrendActivity[]> {
      let q = db
        .selectFrom('activities')
        .select(['activity_id', 'timestamp', 'started_at', 'type', 'summary'])
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', '=', patientId)
        .where('deleted_at', 'is', null);
      if (range.from !== undefined) q = q.where('timestamp', '>=', range.from);
      if (range.to !== undefined) q = q.where('timestamp', '<=', range.to);
      const rows = await q
        .orderBy('timestamp', 'desc')
        .orderBy('activity_id', 'desc')
        .limit(TREND_MAX_ACTIVITIES)
        .execute();
      return rows.reverse().map((row) => {
        const summary = JSON.parse(row.summary) as ActivitySummary;
        return {
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
        };
      });
    },

    /** Every live session of the workspace (or of one patient), whole, in batches by activityId. */
    async *allWhole(workspaceId: string, patientId?: string): AsyncGenerator<Activity[]> {
      let after = '';
      for (;;) {
        let q = db
          .selectFrom('activities')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('deleted_at', 'is', null)
          .where('activity_id', '>', after);
        if (patientId !== undefined) q = q.where('patient_id', '=', patientId);
        const rows = await q.orderBy('activity_id').limit(EXPORT_BATCH).execute();
        if (rows.length === 0) return;
        yield rows.map(toActivity);
        after = rows.at(-1)!.activity_id;
      }
    },

    /** Newest timestamp first; the cursor continues strictly after the previous page's last row. */
    async list(workspaceId: string, query: ActivityListQuery): Promise<HistoryPage> {
      let q = db
        .selectFrom('activities')
        .select(LIST_COLUMNS)
        .where('workspace_id', '=', workspaceId)
        .where('deleted_at', 'is', null);
      if (query.patientId) q = q.where('patient_id', '=', query.patientId);
      if (query.classId) q = q.where('class_id', '=', query.classId);
      if (query.type) q = q.where('type', '=', query.type);
      if (query.from !== undefined) q = q.where('timestamp', '>=', query.from);
      if (query.to !== undefined) q = q.where('timestamp', '<=', query.to);
      if (query.cursor) {
        const after = decodeCursor(query.cursor);
        q = q.where((eb) =>
          eb.or([
            eb('timestamp', '<', after.timestamp),
            eb.and([
              eb('timestamp', '=', after.timestamp),
              eb('activity_id', '<', after.activityId),
            ]),
          ]),
        );
      }
      const rows = await q
        .orderBy('timestamp', 'desc')
        .orderBy('activity_id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const { items, nextCursor } = pageFrom(rows, query.limit, (last) =>
        encodeCursor({ timestamp: last.timestamp, activityId: last.activity_id }),
      );
      return { activities: items.map(toListItem), nextCursor };
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
