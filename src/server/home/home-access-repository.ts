/**
 * Home-access codes and the accounts linked through them (migration 023). A code is kept only as
 * its SHA-256; spending one is a single conditional update, so two accounts racing with the same
 * code cannot both be linked. Finding a code or an account's link spans workspaces by nature
 * (the caller names no clinic): those two reads are the tenant key's named exceptions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HOME_ACCESS_CODE_DAYS } from '../../common/schemas/home-access.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const codeSha256 = (code: string) => createHash('sha256').update(code).digest('hex');

/** An account's link to a patient; `revokedAt` set once the clinic revoked it. */
export interface StoredLink {
  workspaceId: string;
  patientId: string;
  userId: string;
  linkedAt: number;
  revokedAt: number | null;
}

/** Why a code cannot be spent, or the code's clinic and patient when it can. */
export type CodeState =
  | { state: 'unknown' }
  | { state: 'gone' }
  | { state: 'usable'; workspaceId: string; patientId: string };

export interface SpendableCode {
  text: string;
  workspaceId: string;
  patientId: string;
}

function spendCode(
  db: Kysely<DataSchema>,
  at: number,
  code: SpendableCode,
  actor: Actor,
): Promise<boolean> {
  const { workspaceId, patientId } = code;
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('home_access_codes')
      .set({ used_at: at, used_by: actor.id })
      .where('workspace_id', '=', workspaceId)
      .where('code_sha256', '=', codeSha256(code.text))
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('patient_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .insertInto('home_links')
      .values({
        workspace_id: workspaceId,
        patient_id: patientId,
        user_id: actor.id,
        linked_at: at,
        revoked_at: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['workspace_id', 'patient_id', 'user_id'])
          .doUpdateSet({ linked_at: at, revoked_at: null }),
      )
      .execute();
    await appendAuditEvent(trx, workspaceId, actor, { action: 'home.join', patientId }, at);
    return true;
  });
}

export function createHomeAccessRepository(db: Kysely<DataSchema>, now: () => number) {
  return {
    /** A new code for the patient; earlier unspent ones stop working (the newest link is it). */
    async issue(workspaceId: string, patientId: string, actor: Actor, detail: string | null) {
      const code = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = at + HOME_ACCESS_CODE_DAYS * DAY_MS;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('home_access_codes')
          .set({ revoked_at: at })
          .where('workspace_id', '=', workspaceId)
          .where('patient_id', '=', patientId)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('home_access_codes')
          .values({
            workspace_id: workspaceId,
            code_sha256: codeSha256(code),
            patient_id: patientId,
            created_at: at,
            expires_at: expiresAt,
            created_by: actor.id,
            used_at: null,
            used_by: null,
            revoked_at: null,
          })
          .execute();
        const event = { action: 'home.access-grant', patientId, detail } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
      });
      return { code, expiresAt };
    },

    /** Every unspent code and every linked account of the patient stop working now. */
    async revoke(workspaceId: string, patientId: string, actor: Actor): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        for (const table of ['home_access_codes', 'home_links'] as const) {
          await trx
            .updateTable(table)
            .set({ revoked_at: at })
            .where('workspace_id', '=', workspaceId)
            .where('patient_id', '=', patientId)
            .where('revoked_at', 'is', null)
            .execute();
        }
        const event = { action: 'home.access-revoke', patientId } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
      });
    },

    async codeState(code: string): Promise<CodeState> {
      const row = await db
        .selectFrom('home_access_codes')
        .select(['workspace_id', 'patient_id', 'used_at', 'revoked_at', 'expires_at'])
        .where('code_sha256', '=', codeSha256(code))
        .executeTakeFirst();
      if (!row) return { state: 'unknown' };
      if (row.used_at !== null || row.revoked_at !== null || row.expires_at <= now()) {
        return { state: 'gone' };
      }
      return { state: 'usable', workspaceId: row.workspace_id, patientId: row.patient_id };
    },

    /**
     * Spends the code and links the account, audited, in one transaction; false when the code
     * was spent, revoked or expired meanwhile.
     */
    spend: (code: SpendableCode, actor: Actor) => spendCode(db, now(), code, actor),

    /** The account's live link, else its latest revoked one, else null. */
    async linkOf(userId: string): Promise<StoredLink | null> {
      const rows = await db
        .selectFrom('home_links')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('linked_at', 'desc')
        .limit(20)
        .execute();
      const row = rows.find((r) => r.revoked_at === null) ?? rows[0];
      if (!row) return null;
      return {
        workspaceId: row.workspace_id,
        patientId: row.patient_id,
        userId: row.user_id,
        linkedAt: row.linked_at,
        revokedAt: row.revoked_at,
      };
    },
  };
}
export type HomeAccessRepository = ReturnType<typeof createHomeAccessRepository>;
