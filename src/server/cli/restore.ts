/**
 * `npm run restore -- DIR [--yes]`: puts a backup made by `npm run backup` back in place of the
 * databases (and auth secret) the server's environment names. The server must be stopped.
 */
import { chmodSync, copyFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { DatabaseTarget } from '../config.js';
import { PRIVATE_FILE_MODE } from '../kernel/private-files.js';
import {
  AUTH_SECRET_FILE,
  BackupError,
  type BackupManifest,
  DATABASE_ROLES,
  type DatabaseEntry,
  type DatabaseRole,
  readManifest,
  totalRows,
} from './backup-manifest.js';
import { configOrExit, fail } from './cli-exit.js';
import { postgresOtherConnections, redactUrl, restorePostgres } from './postgres-backup.js';
import { checkSqliteBackup, restoreSqlite, sqliteInUse } from './sqlite-backup.js';

const USAGE = 'usage: npm run restore -- DIR [--yes]';
const STOP_FIRST = 'stop the Ritmo server first (every copy of it), then run the restore again';

function describeTarget(target: DatabaseTarget): string {
  return target.kind === 'sqlite' ? target.file : redactUrl(target.url);
}

/** Refuses a backup of another kind and a target a running server still uses. */
async function checkTarget(role: DatabaseRole, entry: DatabaseEntry, target: DatabaseTarget) {
  if (entry.kind !== target.kind) {
    const variable = role === 'data' ? 'DATABASE_URL' : 'AUTH_DATABASE_URL';
    throw new BackupError(
      `the backup's ${role} database is ${entry.kind} but ${variable} selects ${target.kind}: restore into the same kind of database`,
    );
  }
  if (target.kind === 'sqlite') {
    if (sqliteInUse(target.file)) {
      throw new BackupError(`${target.file} is in use by a running server: ${STOP_FIRST}`);
    }
  } else {
    const others = await postgresOtherConnections(target.url);
    if (others > 0) {
      throw new BackupError(
        `${redactUrl(target.url)} has ${others} other open connection(s): ${STOP_FIRST}`,
      );
    }
  }
}

async function confirmed(yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    fail('not at a terminal, so nothing was restored: add --yes to restore without asking');
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question('Type yes to continue: ')).trim() === 'yes';
  } finally {
    prompt.close();
  }
}

async function restoreDatabase(
  dir: string,
  role: DatabaseRole,
  entry: DatabaseEntry,
  target: DatabaseTarget,
) {
  const file = path.join(dir, entry.file);
  const counts =
    target.kind === 'sqlite'
      ? restoreSqlite(file, target.file)
      : await restorePostgres(file, target.url);
  for (const [table, rows] of Object.entries(entry.rowCounts)) {
    if (counts[table] !== rows) {
      throw new BackupError(
        `${role} database: ${table} has ${counts[table] ?? 'no'} rows after the restore, the backup had ${rows}`,
      );
    }
  }
  process.stdout.write(
    `restored ${role} database (${totalRows(entry.rowCounts)} rows, as in the backup)\n`,
  );
}

/** The secret is swapped in by rename, so a crash leaves the old or the new one, whole. */
function restoreAuthSecret(dir: string, manifest: BackupManifest, dataDir: string) {
  if (!manifest.authSecret) return;
  const target = path.join(dataDir, AUTH_SECRET_FILE);
  copyFileSync(path.join(dir, manifest.authSecret), `${target}.restoring`);
  chmodSync(`${target}.restoring`, PRIVATE_FILE_MODE);
  renameSync(`${target}.restoring`, target);
  process.stdout.write(
    process.env.AUTH_SECRET
      ? `restored ${target}; AUTH_SECRET in the environment still wins: set it to the old value for sessions to stay valid\n`
      : `restored ${target}\n`,
  );
}

async function main(): Promise<void> {
  let args: { positionals: string[]; values: { yes?: boolean } };
  try {
    args = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean' } } });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.positionals.length !== 1) fail(USAGE);
  const dir = path.resolve(args.positionals[0]!);
  const config = configOrExit();
  const targets = { data: config.database, auth: config.authDatabase };
  let manifest: BackupManifest;
  try {
    manifest = readManifest(dir);
    for (const role of DATABASE_ROLES) {
      const entry = manifest.databases[role];
      await checkTarget(role, entry, targets[role]);
      if (entry.kind === 'sqlite') checkSqliteBackup(path.join(dir, entry.file));
    }
  } catch (error) {
    if (error instanceof BackupError) fail(`ritmo restore: ${error.message}`);
    throw error;
  }
  const lines = [`Restoring the backup of ${manifest.createdAt} from ${dir} replaces:`];
  for (const role of DATABASE_ROLES) {
    const rows = totalRows(manifest.databases[role].rowCounts);
    lines.push(`  ${role} database ${describeTarget(targets[role])} (backup: ${rows} rows)`);
  }
  if (manifest.authSecret) lines.push(`  ${path.join(config.dataDir, AUTH_SECRET_FILE)}`);
  if (!manifest.sha256) {
    lines.push(
      'This backup predates checksums (manifest version 1): its files were checked by size only.',
    );
  }
  lines.push(`Everything written since the backup is lost. The server must be stopped.`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (!(await confirmed(args.values.yes ?? false))) fail('nothing was restored');
  try {
    for (const role of DATABASE_ROLES) {
      await restoreDatabase(dir, role, manifest.databases[role], targets[role]);
    }
    restoreAuthSecret(dir, manifest, config.dataDir);
  } catch (error) {
    fail(`ritmo restore failed: ${(error as Error).message}`);
  }
  process.stdout.write('Done: start the server again.\n');
}

main().catch((error: unknown) => fail(`ritmo restore: ${(error as Error).message}`));
