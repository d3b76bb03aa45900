/**
 * The workspace row every data row belongs to, made on the first data call of its user.
 * A per-process set avoids a write per request; the insert itself is idempotent.
 */
import type { Kysely } from 'kysely';
import type { ClinicSettings, ClinicSettingsChange } from '../../common/schemas/clinic-settings.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';

/** A clinic's stored settings; null where its owner or admin never chose (the default). */
export interface StoredClinicSettings {
  inactivityLockMinutes: number | null;
  hrMaxFormula: string | null;
  timeZone: string | null;
}

const CHANGEABLE_SETTINGS = [
  'inactivityLockMinutes',
  'hrMaxFormula',
  'requireTwoFactor',
  'timeZone',
] as const;

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
    async clinicSettings(workspaceId: string): Promise<StoredClinicSettings> {
      const row = await db
        .selectFrom('workspaces')
        .select(['inactivity_lock_minutes', 'hr_max_formula', 'time_zone'])
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return {
        inactivityLockMinutes: row?.inactivity_lock_minutes ?? null,
        hrMaxFormula: row?.hr_max_formula ?? null,
        timeZone: row?.time_zone ?? null,
      };
    },
    /**
     * Stores the settings given and audits each one that changed (`name: old → new`, the old
     * one as shown, the default where none was chosen), in one transaction. The two-factor
     * requirement lives in the auth database: `storeRequirement` writes it inside this
     * transaction, after the audit rows, so a failed write there leaves no trail of a change
     * that did not happen, and a failed audit rolls back before it is written.
     */
    async changeClinicSettings(
      workspaceId: string,
      change: ClinicSettingsChange,
      shownBefore: ClinicSettings,
      { actor, storeRequirement }: { actor: Actor; storeRequirement?: () => Promise<void> },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const columns = {
          ...(change.inactivityLockMinutes === undefined
            ? {}
            : { inactivity_lock_minutes: change.inactivityLockMinutes }),
          ...(change.hrMaxFormula === undefined ? {} : { hr_max_formula: change.hrMaxFormula }),
          ...(change.timeZone === undefined ? {} : { time_zone: change.timeZone }),
        };
        if (Object.keys(columns).length > 0) {
          await trx
            .updateTable('workspaces')
            .set(columns)
            .where('workspace_id', '=', workspaceId)
            .execute();
        }
        for (const key of CHANGEABLE_SETTINGS) {
          const after = change[key];
          if (after === undefined || after === shownBefore[key]) continue;
          const detail = `${key}: ${shownBefore[key]} → ${after}`;
          await appendAuditEvent(trx, workspaceId, actor, {
            action: 'clinic.settings-change',
            detail,
          });
        }
        await storeRequirement?.();
      });
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
        for (const table of ['slot_attendance', 'slot_enrolments', 'class_slots'] as const) {
          await trx.deleteFrom(table).where('workspace_id', '=', workspaceId).execute();
        }
        await trx.deleteFrom('patients').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('workspaces').where('workspace_id', '=', workspaceId).execute();
      });
      known.delete(workspaceId);
    },
  };
}
export type WorkspaceRepository = ReturnType<typeof createWorkspaceRepository>;
