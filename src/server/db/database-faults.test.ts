import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFault } from './database-faults.js';

/** The error a real call throws, to classify what the engines really say. */
function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('database faults from a real SQLite', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ritmo-faults-'));
    file = path.join(dir, 'x.sqlite');
    const db = new SqliteDatabase(file);
    db.exec('create table t (v text)');
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a read-only handle that is written to is storage_read_only, 503', () => {
    const db = new SqliteDatabase(file, { readonly: true });
    const error = thrownBy(() => db.exec("insert into t values ('x')"));
    db.close();
    expect(databaseFault(error)).toMatchObject({
      kind: 'read_only',
      status: 503,
      code: 'storage_read_only',
      cause: 'SQLITE_READONLY',
    });
  });

  it('a database locked past the busy timeout is database_busy, 503', () => {
    const holder = new SqliteDatabase(file);
    holder.exec('begin exclusive');
    const db = new SqliteDatabase(file, { timeout: 10 });
    const error = thrownBy(() => db.exec("insert into t values ('x')"));
    holder.exec('rollback');
    holder.close();
    db.close();
    expect(databaseFault(error)).toMatchObject({ status: 503, code: 'database_busy' });
  });

  it('a database at its size limit is storage_full, 507', () => {
    const db = new SqliteDatabase(path.join(dir, 'small.sqlite'));
    db.exec('create table t (v text)');
    db.pragma('max_page_count = 3');
    const error = thrownBy(() => {
      for (let i = 0; i < 100; i++) db.prepare('insert into t values (?)').run('x'.repeat(4000));
    });
    db.close();
    expect(databaseFault(error)).toMatchObject({
      status: 507,
      code: 'storage_full',
      cause: 'SQLITE_FULL',
    });
  });

  it('a constraint or a syntax error is not a fault: it stays a bug or a bad request', () => {
    const db = new SqliteDatabase(':memory:');
    db.exec('create table u (id integer primary key)');
    db.exec('insert into u values (1)');
    expect(databaseFault(thrownBy(() => db.exec('insert into u values (1)')))).toBeNull();
    expect(databaseFault(thrownBy(() => db.exec('selec 1')))).toBeNull();
    db.close();
  });
});

describe('database faults from PostgreSQL and its client', () => {
  it('a refused connection is database_unavailable', async () => {
    // Port 1 on loopback: nothing listens there.
    const client = new pg.Client({ connectionString: 'postgres://x@127.0.0.1:1/x' });
    const error = await client.connect().catch((e: unknown) => e);
    expect(databaseFault(error)).toMatchObject({ status: 503, code: 'database_unavailable' });
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
    ['08006', 'connection failure'],
  ])('SQLSTATE %s (%s) is database_unavailable', (code, message) => {
    expect(databaseFault(Object.assign(new Error(message), { code }))).toMatchObject({
      status: 503,
      code: 'database_unavailable',
      cause: code,
    });
  });

  it.each([
    ['Connection terminated unexpectedly'],
    ['timeout exceeded when trying to connect'],
    ['Query read timeout'],
  ])('node-postgres saying "%s" is database_unavailable', (message) => {
    expect(databaseFault(new Error(message))).toMatchObject({ code: 'database_unavailable' });
  });

  it('a unique violation, a bad value or a plain bug is not a fault', () => {
    for (const code of ['23505', '22P02', '42P01']) {
      expect(databaseFault(Object.assign(new Error('x'), { code }))).toBeNull();
    }
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });
});
