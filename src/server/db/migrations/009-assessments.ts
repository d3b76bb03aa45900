/**
 * Assessments of a patient (exercise test, 6-minute walk, vitals, questionnaire), keyed by
 * workspace, patient and the client's id. The kind's measures are one JSON text column: read
 * and written whole, never queried by their parts. `by_*` is the member who recorded it.
 */
import type { Migration } from 'kysely';

export const assessmentsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('assessments')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('assessment_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('measures', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('by_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('by_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('assessments_pk', ['workspace_id', 'patient_id', 'assessment_id'])
      .execute();
    await db.schema
      .createIndex('assessments_by_date')
      .on('assessments')
      .columns(['workspace_id', 'patient_id', 'date desc'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('assessments').execute();
  },
};
