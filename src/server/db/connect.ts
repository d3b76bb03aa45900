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
import type { DatabaseLimits, DatabaseTarget } from '../config.js';
import { preparePrivateSqliteFile } from '../kernel/private-files.js';

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

/** Stands in for a statement that has nothing left to do (see the rollback below). */
const NO_OP_STATEMENT = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
} as unknown as SqliteDatabase.Statement;

/**
 * Kysely prepares every query anew; a better-sqlite3 statement can run again and again, so the
 * most recent ones are kept by their SQL (preparing a save's insert was ~5 % of a save).
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      // SQLite rolls a transaction back by itself on SQLITE_FULL, SQLITE_IOERR and the like; the
      // rollback Kysely then sends would fail ("no transaction is active") and hide the real error.
      if (text === 'rollback' && !database.inTransaction) return NO_OP_STATEMENT;
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

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
};

export interface ConnectOptions {
  onQuery?: QueryTimer;
  limits?: DatabaseLimits;
  /**
   * A pooled PostgreSQL connection failed outside any query (the server restarted or went
   * away). Without a listener node-postgres throws it as an unhandled 'error' event, which ends
   * the process; with one, the connection is dropped and the next query opens a new one.
   */
  onConnectionError?: (error: Error) => void;
}

function postgresPool(url: string, limits: DatabaseLimits, onError: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    // A server that vanished without closing the socket answers nothing; the client stops waiting.
    query_timeout: limits.statementTimeoutMs + 2000,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs,
    keepAlive: true,
  });
  pool.on('error', onError);
  // A checked-out client has no pool listener: a connection lost between two queries of a
  // transaction would otherwise crash the process too.
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

export function connect<Schema>(
  target: DatabaseTarget,
  { onQuery, limits = DEFAULT_DATABASE_LIMITS, onConnectionError = () => {} }: ConnectOptions = {},
): Connection<Schema> {
  let kyselyDialect: SqliteDialect | PostgresDialect;
  if (target.kind === 'sqlite') {
    preparePrivateSqliteFile(target.file);
    const database = new SqliteDatabase(target.file, { timeout: limits.connectTimeoutMs });
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    kyselyDialect = new SqliteDialect({ database: withStatementCache(database) });
  } else {
    kyselyDialect = new PostgresDialect({
      pool: postgresPool(target.url, limits, onConnectionError),
    });
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
