/**
 * Patients and activities get a version: 1 for every row that exists, +1 on each stored change,
 * so a write made from a stale copy (`If-Match` of an older version) is refused, not applied.
 * SQLite appends an added column after the large samples and events, where reading it for a
 * history page would walk their overflow pages; so there the activities table is rebuilt with
 * the version before them (rows, key and indexes kept).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.js';

const SMALL_COLUMNS = [
  'workspace_id',
  'activity_id',
  'patient_id',
  'type',
  'started_at',
  'ended_at',
  'timestamp',
  'device',
  'hr_max_bpm',
  'resting_hr',
  'notes',
  'summary',
  'content_hash',
  'created_at',
  'updated_at',
  'deleted_at',
];

async function rebuildSqliteActivities(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities_versioned')
    .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
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
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activities_pk', ['workspace_id', 'activity_id'])
    .execute();
  const columns = sql.join([...SMALL_COLUMNS, 'events', 'samples'].map((c) => sql.ref(c)));
  await sql`insert into activities_versioned (${columns}) select ${columns} from activities`.execute(
    db,
  );
  await db.schema.dropTable('activities').execute();
  await db.schema.alterTable('activities_versioned').renameTo('activities').execute();
  await db.schema
    .createIndex('activities_by_time')
    .on('activities')
    .columns(['workspace_id', 'timestamp desc', 'activity_id desc'])
    .execute();
  await db.schema
    .createIndex('activities_by_patient_time')
    .on('activities')
    .columns(['workspace_id', 'patient_id', 'timestamp desc', 'activity_id desc'])
    .execute();
}

export function versionsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('patients')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      if (dialect === 'sqlite') {
        await rebuildSqliteActivities(db);
      } else {
        await db.schema
          .alterTable('activities')
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
    },
    async down(db) {
      await db.schema.alterTable('patients').dropColumn('version').execute();
      await db.schema.alterTable('activities').dropColumn('version').execute();
    },
  };
}
