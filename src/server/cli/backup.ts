/**
 * `npm run backup [-- --out DIR]`: a consistent copy of the data and auth databases (and the
 * auth secret) taken while the server runs, into an owner-only directory with a manifest.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../kernel/private-files.js';
import {
  AUTH_SECRET_FILE,
  type BackupManifest,
  DATABASE_ROLES,
  type DatabaseEntry,
  type DatabaseRole,
  filesOf,
  formatBytes,
  MANIFEST_VERSION,
  sha256OfFile,
  totalRows,
  writeManifest,
} from './backup-manifest.js';
import { configOrExit, fail } from './cli-exit.js';
import { backupPostgres, postgresTool } from './postgres-backup.js';
import { backupSqlite } from './sqlite-backup.js';

const USAGE = 'usage: npm run backup [-- --out DIR]';

/** `ritmo-20261102T130000Z`: sorts by time, no characters a shell or a file system dislikes. */
function defaultBackupDir(dataDir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dataDir, 'backups', `ritmo-${stamp}`);
}

function prepareBackupDir(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) fail(`${dir} exists and is not a directory`);
    if (readdirSync(dir).length > 0) fail(`${dir} is not empty: choose a new directory`);
  }
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

async function backupDatabase(
  role: DatabaseRole,
  target: DatabaseTarget,
  dir: string,
): Promise<DatabaseEntry> {
  const file = `${role}.${target.kind === 'sqlite' ? 'sqlite' : 'pgdump'}`;
  const destination = path.join(dir, file);
  let rowCounts: Record<string, number>;
  if (target.kind === 'sqlite') {
    rowCounts = await backupSqlite(target.file, destination);
  } else {
    process.stdout.write(
      `${role} database is PostgreSQL: running ${postgresTool('pg_dump')} --format=custom\n`,
    );
    rowCounts = await backupPostgres(target.url, destination);
  }
  return { kind: target.kind, file, bytes: statSync(destination).size, rowCounts };
}

function summary(dir: string, manifest: BackupManifest): string {
  const lines = [`backup written to ${dir}`];
  for (const role of DATABASE_ROLES) {
    const entry = manifest.databases[role];
    const tables = Object.entries(entry.rowCounts)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(', ');
    lines.push(
      `  ${role}: ${entry.kind}, ${entry.file}, ${formatBytes(entry.bytes)}, ${totalRows(entry.rowCounts)} rows (${tables})`,
    );
  }
  lines.push(
    manifest.authSecret
      ? '  auth secret: copied (signed-in sessions stay valid after a restore)'
      : '  auth secret: not copied (AUTH_SECRET comes from the environment; keep it too)',
    'It holds patient health data and password hashes: keep it owner-only and copy it off this machine.',
  );
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const config = configOrExit();
  const createdAt = new Date();
  const dir = out ? path.resolve(out) : defaultBackupDir(config.dataDir, createdAt);
  prepareBackupDir(dir);
  try {
    const targets = { data: config.database, auth: config.authDatabase };
    const databases = {} as BackupManifest['databases'];
    for (const role of DATABASE_ROLES) {
      databases[role] = await backupDatabase(role, targets[role], dir);
    }
    const secret = path.join(config.dataDir, AUTH_SECRET_FILE);
    const hasSecret = !process.env.AUTH_SECRET && existsSync(secret);
    if (hasSecret) {
      copyFileSync(secret, path.join(dir, AUTH_SECRET_FILE));
      chmodSync(path.join(dir, AUTH_SECRET_FILE), PRIVATE_FILE_MODE);
    }
    const manifest: BackupManifest = {
      format: 'ritmo-backup',
      version: MANIFEST_VERSION,
      createdAt: createdAt.toISOString(),
      databases,
      authSecret: hasSecret ? AUTH_SECRET_FILE : null,
    };
    manifest.sha256 = Object.fromEntries(
      filesOf(manifest).map((file) => [file, sha256OfFile(path.join(dir, file))]),
    );
    // Written last: a directory without a manifest is an unfinished backup.
    writeManifest(dir, manifest);
    process.stdout.write(summary(dir, manifest));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    fail(`ritmo backup failed, nothing kept: ${(error as Error).message}`);
  }
}

main().catch((error: unknown) => fail(`ritmo backup: ${(error as Error).message}`));
