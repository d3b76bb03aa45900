/**
 * Rehabilitation programmes and their prescriptions. A patient has at most one active programme:
 * a partial unique index, so two saves racing each other cannot both make one. Every
 * prescription version is a row of its own (history is kept, never updated).
 */
import { type Migration, sql } from 'kysely';

export const programmesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('programmes')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('phase', 'integer', (c) => c.notNull())
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('planned_sessions', 'integer', (c) => c.notNull())
      .addColumn('sessions_per_week', 'integer', (c) => c.notNull())
      .addColumn('risk_class', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_by_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('programmes_pk', ['workspace_id', 'patient_id', 'programme_id'])
      .execute();
    await db.schema
      .createIndex('programmes_one_active')
      .on('programmes')
      .columns(['workspace_id', 'patient_id'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('active'))
      .execute();
    await db.schema
      .createTable('prescriptions')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('programme_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('modality', 'varchar(16)', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('intensity', 'text', (c) => c.notNull())
      .addColumn('based_on', 'varchar(64)')
      .addColumn('target_low_bpm', 'integer')
      .addColumn('target_high_bpm', 'integer')
      .addColumn('safety_max_bpm', 'integer')
      .addColumn('high_clipped', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('prescriptions_pk', [
        'workspace_id',
        'patient_id',
        'programme_id',
        'version',
      ])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('prescriptions').execute();
    await db.schema.dropTable('programmes').execute();
  },
};
