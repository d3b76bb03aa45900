/**
 * The tenant key is the workspace: table owners → workspaces, column owner_id → workspace_id in
 * every table, rows kept. SQLite renames a column inside its indexes and its table's automatic
 * primary-key index itself; PostgreSQL keeps the name it gave the primary key (owners_pkey),
 * which is renamed here.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.js';

const DATA_TABLES = ['patients', 'activities'] as const;

async function rename(
  db: Kysely<unknown>,
  dialect: Dialect,
  from: { table: string; key: string; primaryKey: string },
  to: { table: string; key: string; primaryKey: string },
): Promise<void> {
  await db.schema.alterTable(from.table).renameTo(to.table).execute();
  await db.schema.alterTable(to.table).renameColumn(from.key, to.key).execute();
  for (const table of DATA_TABLES) {
    await db.schema.alterTable(table).renameColumn(from.key, to.key).execute();
  }
  if (dialect === 'postgres') {
    await db.schema.alterTable(to.table).renameConstraint(from.primaryKey, to.primaryKey).execute();
  }
}

const OWNERS = { table: 'owners', key: 'owner_id', primaryKey: 'owners_pkey' };
const WORKSPACES = { table: 'workspaces', key: 'workspace_id', primaryKey: 'workspaces_pkey' };

export function workspacesMigration(dialect: Dialect): Migration {
  return {
    up: (db) => rename(db, dialect, OWNERS, WORKSPACES),
    down: (db) => rename(db, dialect, WORKSPACES, OWNERS),
  };
}
