/**
 * Sessions recorded in a class carry its id (class_id, null otherwise), and a class's sessions
 * are listed newest first by (workspace_id, class_id). A session also keeps its target
 * heart-rate band (target_low_bpm, target_high_bpm; null when it had none), so time in target
 * can be shown later. As in 004 and 005, SQLite would append the columns after the large
 * samples and events, where a history page would walk their overflow pages; so there the
 * activities table is rebuilt with them before those (rows, key and indexes kept).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.js';

const KEPT_COLUMNS = [
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
  'version',
  'recorded_by',
  'recorded_by_name',
  'events',
  'samples',
];

async function rebuildSqliteActivities(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities_class_id')
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
    .addColumn('recorded_by', 'varchar(64)')
    .addColumn('recorded_by_name', 'text')
    .addColumn('class_id', 'varchar(36)')
    .addColumn('target_low_bpm', 'integer')
    .addColumn('target_high_bpm', 'integer')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activities_pk', ['workspace_id', 'activity_id'])
    .execute();
  const columns = sql.join(KEPT_COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into activities_class_id (${columns}) select ${columns} from activities`.execute(
    db,
  );
  await db.schema.dropTable('activities').execute();
  await db.schema.alterTable('activities_class_id').renameTo('activities').execute();
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

export function classIdMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect === 'sqlite') {
        await rebuildSqliteActivities(db);
      } else {
        await db.schema
          .alterTable('activities')
          .addColumn('class_id', 'varchar(36)')
          .addColumn('target_low_bpm', 'integer')
          .addColumn('target_high_bpm', 'integer')
          .execute();
      }
      // A class's sessions in history order, as `?classId=` pages them.
      await db.schema
        .createIndex('activities_by_class_time')
        .on('activities')
        .columns(['workspace_id', 'class_id', 'timestamp desc', 'activity_id desc'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('activities_by_class_time').execute();
      // One column a statement: SQLite's ALTER TABLE drops only one at a time.
      for (const column of ['target_high_bpm', 'target_low_bpm', 'class_id']) {
        await db.schema.alterTable('activities').dropColumn(column).execute();
      }
    },
  };
}
