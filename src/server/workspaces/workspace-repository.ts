/**
 * The workspace row every data row belongs to, made on the first data call of its user.
 * A per-process set avoids a write per request; the insert itself is idempotent.
 */
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';

export function createWorkspaceRepository(db: Kysely<DataSchema>) {
  const known = new Set<string>();
  return {
    async ensure(workspaceId: string): Promise<void> {
      if (known.has(workspaceId)) return;
      await db
        .insertInto('workspaces')
        .values({ workspace_id: workspaceId, created_at: Date.now() })
        .onConflict((oc) => oc.column('workspace_id').doNothing())
        .execute();
      known.add(workspaceId);
    },
    /** The clinic's inactivity lock; null until its owner or admin chose one (the default). */
    async inactivityLockMinutes(workspaceId: string): Promise<number | null> {
      const row = await db
        .selectFrom('workspaces')
        .select('inactivity_lock_minutes')
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row?.inactivity_lock_minutes ?? null;
    },
    async setInactivityLockMinutes(workspaceId: string, minutes: number): Promise<void> {
      await db
        .updateTable('workspaces')
        .set({ inactivity_lock_minutes: minutes })
        .where('workspace_id', '=', workspaceId)
        .execute();
    },
    /**
     * Removes the workspace and every row in it, its audit trail too (deleting a personal
     * account, LGPD). Never called for a clinic: its trail outlives every member.
     */
    async removeAll(workspaceId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('audit_events').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('activities').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('assessments').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('prescriptions').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('programmes').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('reviews').where('workspace_id', '=', workspaceId).execute();
        await trx
          .deleteFrom('clinician_profiles')
          .where('workspace_id', '=', workspaceId)
          .execute();
        await trx.deleteFrom('patients').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('workspaces').where('workspace_id', '=', workspaceId).execute();
      });
      known.delete(workspaceId);
    },
  };
}
export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
