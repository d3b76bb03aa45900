/**
 * A physician's clearance of an intermediate-risk programme for home sessions
 * (`home_clearances`, one row per programme, its latest decision) and the patient user's
 * check-ins before each session (`home_check_ins`, with the red flags found, by calendar day).
 */
import type { Migration } from 'kysely';

export const homeCheckInsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('home_clearances')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('home_cleared', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('by_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('registration', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('home_clearances_pk', ['workspace_id', 'patient_id', 'programme_id'])
      .execute();
    await db.schema
      .createTable('home_check_ins')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('check_in_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('red_flags', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('home_check_ins_pk', ['workspace_id', 'check_in_id'])
      .execute();
    await db.schema
      .createIndex('home_check_ins_patient')
      .on('home_check_ins')
      .columns(['workspace_id', 'patient_id', 'date'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('home_check_ins').execute();
    await db.schema.dropTable('home_clearances').execute();
  },
};
