/**
 * A programme's discharge (PRODUCT.md section 10): who discharged it, when, the recommendations
 * and the progress summary as it stood then (JSON), so every later read returns that summary
 * frozen, whatever sessions or assessments change afterwards. One row per programme.
 */
import type { Migration } from 'kysely';

export const dischargesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('discharges')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('by_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('recommendations', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('discharges_pk', ['workspace_id', 'patient_id', 'programme_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('discharges').execute();
  },
};
