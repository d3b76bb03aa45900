/**
 * Patients get a clinical profile (PRODUCT.md section 10): one JSON text column, null when none
 * was filled in. It is read and written whole with the patient and never queried by its parts.
 */
import type { Migration } from 'kysely';

export const clinicalProfileMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('patients').addColumn('clinical_profile', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('patients').dropColumn('clinical_profile').execute();
  },
};
