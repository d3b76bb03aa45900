/**
 * What a stored signature means (issues 35 and 34). `signed_in_workspace_id`: the workspace that
 * held the record when it was signed — a physician's signature counts only there; a transfer
 * carries it into a clinic as history. `plan_hash_version`: the recipe of `plan_sha256` (1: the
 * programme with its status and the prescription; 2: every input of the target, no status), so
 * signatures stored before are compared with the recipe they were made with.
 *
 * Older signed rows: a signature made where the row lives left a `review.write` audit event there
 * by the signer at the same instant (the repository writes both in one transaction with one
 * `at`), and audit events never move with a transfer. So a row with that event was signed here;
 * one without came with a transfer, which only ever leaves a personal workspace, whose id is its
 * one user's — the signer's (`by_id`). When in doubt this errs towards "signed elsewhere", which
 * asks the clinic's physician to sign again rather than counting a signature it never made.
 */
import { type Migration, sql } from 'kysely';

export const signatureContextMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('reviews')
      .addColumn('signed_in_workspace_id', 'varchar(64)')
      .execute();
    await db.schema.alterTable('reviews').addColumn('plan_hash_version', 'integer').execute();
    await sql`
      update reviews set plan_hash_version = 1, signed_in_workspace_id = case
        when exists (
          select 1 from audit_events a
          where a.workspace_id = reviews.workspace_id and a.action = 'review.write'
            and a.patient_id = reviews.patient_id and a.at = reviews.at
            and a.actor_id = reviews.by_id
        ) then reviews.workspace_id
        else reviews.by_id
      end
      where signed = 1`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable('reviews').dropColumn('plan_hash_version').execute();
    await db.schema.alterTable('reviews').dropColumn('signed_in_workspace_id').execute();
  },
};
