/** One Kysely instance per database target: better-sqlite3 (WAL) or a pg pool. */
import SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import { preparePrivateSqliteFile } from './private-files.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection<Schema> {
  db: Kysely<Schema>;
  dialect: Dialect;
  /** The Kysely dialect object, for libraries (the auth service) that take one. */
  kyselyDialect: SqliteDialect | PostgresDialect;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// pg returns int8 as strings; every bigint we store is an epoch-ms that fits a double.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew; a better-sqlite3 statement can run again and again, so the
 * most recent ones are kept by their SQL (preparing a save's insert was ~5 % of a save).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const cached = statements.get(text);
      // A statement still iterating (a streamed query) is busy: this caller gets its own.
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(text);
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      return statement;
    },
  };
}

/** Told how long each query took (failed ones too), for the metrics; and which query it was. */
export type QueryTimer = (durationMs: number, query: CompiledQuery) => void;

export function connect<Schema>(target: DatabaseTarget, onQuery?: QueryTimer): Connection<Schema> {
  let kyselyDialect: SqliteDialect | PostgresDialect;
  if (target.kind === 'sqlite') {
    preparePrivateSqliteFile(target.file);
    const database = new SqliteDatabase(target.file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    kyselyDialect = new SqliteDialect({ database: withStatementCache(database) });
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: pgTypes });
    kyselyDialect = new PostgresDialect({ pool });
  }
  // Kysely times a query only when it has a logger, so without metrics nothing is measured.
  const db = new Kysely<Schema>({
    dialect: kyselyDialect,
    ...(onQuery && { log: (event) => onQuery(event.queryDurationMillis, event.query) }),
  });
  return {
    db,
    dialect: target.kind,
    kyselyDialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
