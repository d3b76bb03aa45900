/**
 * Small columns added to the activities table. SQLite would append them after the large samples
 * and events, where a history page would walk their overflow pages; so there the table is
 * rebuilt from its own definition with them before those (rows, key and indexes kept), as in
 * 004–006. PostgreSQL adds them in place.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.js';

export type ActivityColumn = readonly [name: string, type: 'integer' | 'text'];

/** The large columns every small one must come before. */
const LARGE_COLUMNS_START = '"events" text not null';

async function rebuildSqliteActivities(
  db: Kysely<unknown>,
  columns: readonly ActivityColumn[],
  rebuiltName: string,
): Promise<void> {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'activities'`.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'activities' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const at = definition.indexOf(LARGE_COLUMNS_START);
  const open = definition.indexOf('(');
  if (at === -1 || open === -1) throw new Error('activities: unexpected table definition');
  const added = columns.map(([name, type]) => `"${name}" ${type}, `).join('');
  const rebuilt = `create table "${rebuiltName}" ${definition.slice(open, at)}${added}${definition.slice(at)}`;
  const kept = await sql<{ name: string }>`
    select name from pragma_table_info('activities')`.execute(db);
  const names = sql.join(kept.rows.map((c) => sql.ref(c.name)));
  await sql.raw(rebuilt).execute(db);
  await sql`insert into ${sql.table(rebuiltName)} (${names}) select ${names} from activities`.execute(
    db,
  );
  await db.schema.dropTable('activities').execute();
  await db.schema.alterTable(rebuiltName).renameTo('activities').execute();
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

/** Adds `columns` (nullable) before the large ones; `rebuiltName` names SQLite's new table. */
export async function addActivityColumns(
  db: Kysely<unknown>,
  dialect: Dialect,
  columns: readonly ActivityColumn[],
  rebuiltName: string,
): Promise<void> {
  if (dialect === 'sqlite') {
    await rebuildSqliteActivities(db, columns, rebuiltName);
    return;
  }
  const [first, ...rest] = columns;
  if (!first) return;
  let alter = db.schema.alterTable('activities').addColumn(first[0], first[1]);
  for (const [name, type] of rest) alter = alter.addColumn(name, type);
  await alter.execute();
}

/** Drops `columns`, one a statement: SQLite's ALTER TABLE drops only one at a time. */
export async function dropActivityColumns(
  db: Kysely<unknown>,
  columns: readonly ActivityColumn[],
): Promise<void> {
  for (const [name] of [...columns].reverse()) {
    await db.schema.alterTable('activities').dropColumn(name).execute();
  }
}
