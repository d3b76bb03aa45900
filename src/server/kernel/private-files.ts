/**
 * The data directory and SQLite files hold password hashes, session tokens and patient data:
 * only the server's own user may read them (0700 / 0600), whatever the process umask is.
 * SQLite creates its -wal and -shm files with the database file's mode.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the directory (and parents) owner-only. An existing one is left as it is: it may be a
 * shared folder the administrator chose (even /tmp); the files in it are owner-only anyway.
 */
export function ensurePrivateDir(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates the database file owner-only before SQLite opens it; tightens an existing one. */
export function preparePrivateSqliteFile(file: string): void {
  if (file === ':memory:' || file === '') return;
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, PRIVATE_FILE_MODE);
  }
}
