/**
 * The data database's schema as the database itself reports it (SQLite pragmas, PostgreSQL
 * catalogs), not as the migrations meant it: tables, primary keys in key order, unique indexes,
 * sequences. tenant-key.test.ts holds it against what a Citus cluster needs.
 */
import { type Kysely, sql } from 'kysely';
import type { Connection } from './connect.js';

export interface TableShape {
  name: string;
  /** workspace_id's declared type; undefined when the table has no such column. */
  workspaceIdType: string | undefined;
  /** In key order; empty when the table has none. */
  primaryKey: string[];
  /** Primary key and unique constraints included (each is a unique index). */
  uniqueIndexes: { name: string; columns: string[] }[];
}

export interface SchemaShape {
  tables: TableShape[];
  /** Sequences (serial, identity, SQLite AUTOINCREMENT): one counter, so one node. */
  sequences: string[];
}

async function rows<Row>(db: Kysely<unknown>, query: ReturnType<typeof sql<Row>>) {
  return (await query.execute(db)).rows;
}

async function sqliteShape(db: Kysely<unknown>): Promise<SchemaShape> {
  const tableNames = await rows<{ name: string }>(
    db,
    sql`select name from pragma_table_list where schema = 'main' and type = 'table'`,
  );
  const tables: TableShape[] = [];
  for (const { name } of tableNames.filter((t) => !t.name.startsWith('sqlite_'))) {
    const columns = await rows<{ name: string; type: string; pk: number }>(
      db,
      sql`select name, type, pk from pragma_table_info(${name})`,
    );
    const indexes = await rows<{ name: string }>(
      db,
      sql`select name from pragma_index_list(${name}) where "unique" = 1`,
    );
    const uniqueIndexes = [];
    for (const index of indexes) {
      const indexColumns = await rows<{ name: string }>(
        db,
        sql`select name from pragma_index_info(${index.name}) order by seqno`,
      );
      uniqueIndexes.push({ name: index.name, columns: indexColumns.map((c) => c.name) });
    }
    tables.push({
      name,
      workspaceIdType: columns.find((c) => c.name === 'workspace_id')?.type.toLowerCase(),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      uniqueIndexes,
    });
  }
  const sequences = tableNames.some((t) => t.name === 'sqlite_sequence') ? ['sqlite_sequence'] : [];
  return { tables, sequences };
}

async function postgresShape(db: Kysely<unknown>): Promise<SchemaShape> {
  const tableNames = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const keyColumns = await rows<{ table: string; type: string; length: number | null }>(
    db,
    sql`select table_name as table, data_type as type, character_maximum_length as length
        from information_schema.columns
        where table_schema = current_schema() and column_name = 'workspace_id'`,
  );
  // pg_index, not information_schema: it keeps the key's column order and sees unique indexes
  // made without a constraint.
  const indexes = await rows<{ table: string; name: string; primary: boolean; columns: string[] }>(
    db,
    sql`select t.relname as table, x.relname as name, i.indisprimary as primary,
          array(select a.attname::text
                from unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                order by k.ord) as columns
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_class x on x.oid = i.indexrelid
        where i.indisunique and t.relnamespace = current_schema()::regnamespace`,
  );
  const sequences = await rows<{ name: string }>(
    db,
    sql`select sequence_name as name from information_schema.sequences
        where sequence_schema = current_schema()`,
  );
  return {
    tables: tableNames.map(({ name }) => {
      const key = keyColumns.find((c) => c.table === name);
      const own = indexes.filter((i) => i.table === name);
      return {
        name,
        workspaceIdType: key && (key.length === null ? key.type : `${key.type}(${key.length})`),
        primaryKey: own.find((i) => i.primary)?.columns ?? [],
        uniqueIndexes: own.map((i) => ({ name: i.name, columns: i.columns })),
      };
    }),
    sequences: sequences.map((s) => s.name),
  };
}

export function schemaShape({ db, dialect }: Connection<unknown>): Promise<SchemaShape> {
  return dialect === 'sqlite' ? sqliteShape(db) : postgresShape(db);
}
