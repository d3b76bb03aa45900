/**
 * A patient's phone (issue 36): the front desk's follow-up call after two missed sessions needs
 * a number to call. Null for every patient registered before it, and for one without a phone.
 */
import type { Migration } from 'kysely';

export const patientPhoneMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('patients').addColumn('phone', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('patients').dropColumn('phone').execute();
  },
};
