/**
 * A clinician's profession (physician, physiotherapist, nurse, other: common/clinic/professions.ts)
 * on their clinic profile. Profiles saved before knew only the physician flag: a physician stays
 * one, everyone else is "other" until an owner says which.
 */
import type { Migration } from 'kysely';

export const clinicianProfessionMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('clinician_profiles')
      .addColumn('profession', 'varchar(20)', (c) => c.notNull().defaultTo('other'))
      .execute();
    await db
      .updateTable('clinician_profiles')
      .set({ profession: 'physician' })
      .where('physician', '=', 1)
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('clinician_profiles').dropColumn('profession').execute();
  },
};
