/**
 * What guided a session, kept with it for its reports (issue 34): the Borg range of a session
 * without a heart-rate band (borg_target_low, borg_target_high; a Borg-only prescription, atrial
 * fibrillation), and the prescription it started from (prescription_version) with whether a
 * physician's signature covered it then (prescription_signed, 1/0). Null on every older session,
 * which prints as before. As in 004–006, SQLite would append the columns after the large samples
 * and events, where a history page would walk their overflow pages; so there the activities table
 * is rebuilt from its own definition with them before those (rows, key and indexes kept).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.js';

const COLUMNS = [
  ['borg_target_low', 'integer'],
  ['borg_target_high', 'integer'],
  ['prescription_version', 'integer'],
  ['prescription_signed', 'integer'],
] as const;

/** The large columns every small one must come before. */
const LARGE_COLUMNS_START = '"events" text not null';

async function rebuildSqliteActivities(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'activities'`.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'activities' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const at = definition.indexOf(LARGE_COLUMNS_START);
  const open = definition.indexOf('(');
  if (at === -1 || open === -1) throw new Error('activities: unexpected table definition');
  const added = COLUMNS.map(([name, type]) => `"${name}" ${type}, `).join('');
  const rebuilt = `create table "activities_guidance" ${definition.slice(open, at)}${added}${definition.slice(at)}`;
  const kept = await sql<{ name: string }>`
    select name from pragma_table_info('activities')`.execute(db);
  const columns = sql.join(kept.rows.map((c) => sql.ref(c.name)));
  await sql.raw(rebuilt).execute(db);
  await sql`insert into activities_guidance (${columns}) select ${columns} from activities`.execute(
    db,
  );
  await db.schema.dropTable('activities').execute();
  await db.schema.alterTable('activities_guidance').renameTo('activities').execute();
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

export function sessionGuidanceMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect === 'sqlite') {
        await rebuildSqliteActivities(db);
        return;
      }
      let alter = db.schema.alterTable('activities').addColumn(COLUMNS[0][0], COLUMNS[0][1]);
      for (const [name, type] of COLUMNS.slice(1)) alter = alter.addColumn(name, type);
      await alter.execute();
    },
    async down(db) {
      // One column a statement: SQLite's ALTER TABLE drops only one at a time.
      for (const [name] of [...COLUMNS].reverse()) {
        await db.schema.alterTable('activities').dropColumn(name).execute();
      }
    },
  };
}
