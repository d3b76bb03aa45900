/**
 * The clinic's HR-max formula (`fox`/`tanaka`) on its workspace row, used for zones when a
 * patient has no measured peak; null means the default (Fox). It used to be a per-device choice,
 * so two tablets could compute different zones for one patient.
 */
import type { Migration } from 'kysely';

export const hrMaxFormulaMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('workspaces').addColumn('hr_max_formula', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('workspaces').dropColumn('hr_max_formula').execute();
  },
};
