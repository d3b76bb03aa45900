/**
 * The clinic's week (PRODUCT.md section 13): recurring class slots, the patients enrolled in each
 * and each day's attendance as the front desk records it. Attendance rows outlive their slot: a
 * deleted slot takes its enrolments with it, never the adherence history.
 */
import type { Migration } from 'kysely';

export const classSlotsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('class_slots')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('slot_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('weekdays', 'varchar(16)', (c) => c.notNull())
      .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('duration_min', 'integer', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('staff_ids', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_by_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('class_slots_pk', ['workspace_id', 'slot_id'])
      .execute();
    await db.schema
      .createTable('slot_enrolments')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('slot_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('since', 'varchar(10)', (c) => c.notNull())
      .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
      .addColumn('enrolled_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('slot_enrolments_pk', ['workspace_id', 'slot_id', 'patient_id'])
      .execute();
    await db.schema
      .createTable('slot_attendance')
      .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('slot_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(16)')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('by_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('slot_attendance_pk', [
        'workspace_id',
        'slot_id',
        'date',
        'patient_id',
      ])
      .execute();
    await db.schema
      .createIndex('slot_attendance_patient')
      .on('slot_attendance')
      .columns(['workspace_id', 'patient_id', 'date'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('slot_attendance').execute();
    await db.schema.dropTable('slot_enrolments').execute();
    await db.schema.dropTable('class_slots').execute();
  },
};
