/**
 * Activities of one workspace; every query is scoped by workspace_id. Reads in
 * activity-reads.ts, the save in activity-save.ts; a delete appends its audit event in the same
 * transaction.
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { VersionConflict } from '../kernel/if-match.js';
import { createActivityReads } from './activity-reads.js';
import { createActivitySave } from './activity-save.js';

export type { HistoryPage } from './activity-reads.js';
export type { ActivityChange, ActivitySave } from './activity-save.js';

/** `now` is the clock of savedAt, updatedAt and deletedAt (tests tick it instead of waiting). */
export function createActivityRepository(db: Kysely<DataSchema>, now: () => number = Date.now) {
  const reads = createActivityReads(db);
  return {
    ...reads,
    upsert: createActivitySave(db, reads, now),

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
      const at = now();
      const deleted = await db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable('activities')
          .set((eb) => ({ deleted_at: at, updated_at: at, version: eb('version', '+', 1) }))
          .where('workspace_id', '=', workspaceId)
          .where('activity_id', '=', activityId)
          .where('deleted_at', 'is', null);
        if (ifMatch !== undefined) update = update.where('version', '=', ifMatch);
        const row = await update.returning('patient_id').executeTakeFirst();
        if (!row) return false;
        const event = { action: 'activity.delete', patientId: row.patient_id, activityId } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
        return true;
      });
      if (deleted) return true;
      const live = ifMatch === undefined ? null : await reads.get(workspaceId, activityId);
      if (live) throw new VersionConflict('session', live);
      return false;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
