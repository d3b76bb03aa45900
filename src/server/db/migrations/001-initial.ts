/** The first data schema: owners, patients, activities (both dialects). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owners')
    .addColumn('owner_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('patients')
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('patient_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('sex', 'varchar(16)', (c) => c.notNull())
    .addColumn('resting_hr', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('patients_pk', ['owner_id', 'patient_id'])
    .execute();
  await db.schema
    .createIndex('patients_by_name')
    .on('patients')
    .columns(['owner_id', 'name_key', 'patient_id'])
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('activity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('patient_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addColumn('device', 'text')
    .addColumn('hr_max_bpm', 'integer')
    .addColumn('resting_hr', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activities_pk', ['owner_id', 'activity_id'])
    .execute();
  // History pages: newest timestamp first, activity_id as the tie-breaker of the cursor.
  await db.schema
    .createIndex('activities_by_time')
    .on('activities')
    .columns(['owner_id', 'timestamp desc', 'activity_id desc'])
    .execute();
  await db.schema
    .createIndex('activities_by_patient_time')
    .on('activities')
    .columns(['owner_id', 'patient_id', 'timestamp desc', 'activity_id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activities').execute();
  await db.schema.dropTable('patients').execute();
  await db.schema.dropTable('owners').execute();
}
