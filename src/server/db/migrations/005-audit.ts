/**
 * Who did what: sessions keep who first saved them (recorded_by), patients who last changed
 * them (updated_by), each with the display name of the time; null for rows saved before. And the
 * audit trail, audit_events, keyed (workspace_id, event_id) like every tenant table, read newest
 * first. As in 004, SQLite would append the new activity columns after the large samples and
 * events, where a history page would walk their overflow pages; so there the table is rebuilt
 * with them before (rows, key and indexes kept).
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
  'events',
  'samples',
];

async function rebuildSqliteActivities(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities_recorded_by')
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
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activities_pk', ['workspace_id', 'activity_id'])
    .execute();
  const columns = sql.join(KEPT_COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into activities_recorded_by (${columns}) select ${columns} from activities`.execute(
    db,
  );
  await db.schema.dropTable('activities').execute();
  await db.schema.alterTable('activities_recorded_by').renameTo('activities').execute();
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

async function createAuditEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('workspace_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('patient_id', 'varchar(64)')
    .addColumn('activity_id', 'varchar(36)')
    .addColumn('address', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_events_pk', ['workspace_id', 'event_id'])
    .execute();
  // Pages newest first, event_id as the tie-breaker of the cursor.
  await db.schema
    .createIndex('audit_events_by_time')
    .on('audit_events')
    .columns(['workspace_id', 'at desc', 'event_id desc'])
    .execute();
}

export function auditMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('patients').addColumn('updated_by', 'varchar(64)').execute();
      await db.schema.alterTable('patients').addColumn('updated_by_name', 'text').execute();
      if (dialect === 'sqlite') {
        await rebuildSqliteActivities(db);
      } else {
        await db.schema.alterTable('activities').addColumn('recorded_by', 'varchar(64)').execute();
        await db.schema.alterTable('activities').addColumn('recorded_by_name', 'text').execute();
      }
      await createAuditEvents(db);
    },
    async down(db) {
      await db.schema.dropTable('audit_events').execute();
      for (const [table, columns] of [
        ['patients', ['updated_by', 'updated_by_name']],
        ['activities', ['recorded_by', 'recorded_by_name']],
      ] as const) {
        for (const column of columns) {
          await db.schema.alterTable(table).dropColumn(column).execute();
        }
      }
    },
  };
}
