/**
 * SQLite side of backup and restore. The backup uses SQLite's online backup API, which copies
 * one consistent snapshot while the server keeps writing (WAL: readers never block writers).
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../kernel/private-files.js';
import { BackupError } from './backup-manifest.js';

/**
 * Pages per backup step after the first. SQLite restarts a backup whose source another
 * connection changed between steps; copying the rest in one step (one read transaction) means
 * at most one restart however busy the server is.
 */
const ALL_REMAINING_PAGES = 2 ** 30;

export function sqliteRowCounts(db: SqliteDatabase.Database): Record<string, number> {
  const tables = db
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
    )
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    counts[table] = db.prepare(`select count(*) from ${quoted}`).pluck().get() as number;
  }
  return counts;
}

/** Copies `source` (in use or not) to `destination`, a self-contained file; returns row counts. */
export async function backupSqlite(
  source: string,
  destination: string,
): Promise<Record<string, number>> {
  if (!existsSync(source)) {
    throw new BackupError(`${source} does not exist: has the server run with this DATA_DIR?`);
  }
  closeSync(openSync(destination, 'w', PRIVATE_FILE_MODE));
  const database = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    await database.backup(destination, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    database.close();
  }
  const copy = new SqliteDatabase(destination);
  try {
    // The copy keeps the server's WAL flag; a rollback journal makes it one file at rest.
    copy.pragma('journal_mode = DELETE');
    return sqliteRowCounts(copy);
  } finally {
    copy.close();
    chmodSync(destination, PRIVATE_FILE_MODE);
  }
}

/** A backup file that SQLite reads as a whole, undamaged database. */
export function checkSqliteBackup(file: string): void {
  let database: SqliteDatabase.Database | undefined;
  try {
    database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const result = database.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(String(result));
  } catch (error) {
    throw new BackupError(`${file} is not a sound SQLite database (${(error as Error).message})`);
  } finally {
    database?.close();
  }
}

/**
 * A running server keeps a shared lock on its database file for as long as it has it open (WAL
 * mode), so failing to take an exclusive lock at once means someone still uses the file.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const database = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    database.close();
  }
}

function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Puts `backupFile` in place of `target`: copied beside it first, then renamed over it, so the
 * target is never half written. A -wal or -shm file left by the old database would be replayed
 * into the new one, so they go before the rename.
 */
export function restoreSqlite(backupFile: string, target: string): Record<string, number> {
  ensurePrivateDir(path.dirname(target));
  const temporary = `${target}.restoring`;
  copyFileSync(backupFile, temporary);
  chmodSync(temporary, PRIVATE_FILE_MODE);
  fsyncPath(temporary);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(target + suffix, { force: true });
  renameSync(temporary, target);
  fsyncPath(path.dirname(target));
  const restored = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
  try {
    return sqliteRowCounts(restored);
  } finally {
    restored.close();
  }
}
