/**
 * A patient's `updatedBy` names who last changed it by display name, which anyone can set to
 * someone else's: `updated_by_email` keeps that member's e-mail beside it, as it was then.
 * Null on rows changed before it was kept.
 */
import type { Migration } from 'kysely';

export const patientUpdatedByEmailMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('patients').addColumn('updated_by_email', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('patients').dropColumn('updated_by_email').execute();
  },
};
