/**
 * PostgreSQL side of backup and restore: pg_dump and pg_restore (custom format). The row
 * counts for the manifest are read in the very snapshot pg_dump copies (pg_export_snapshot), so
 * they describe the dump exactly even while the server writes.
 */
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_FILE_MODE } from '../kernel/private-files.js';
import { BackupError } from './backup-manifest.js';

const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';
/** A stopped server's connections take a moment to end on the PostgreSQL side. */
const CONNECTIONS_GONE_WAIT_MS = 3000;

/** PG_BIN_DIR (default PostgreSQL 15's), else whatever PATH finds. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const binDir = process.env.PG_BIN_DIR ?? DEFAULT_BIN_DIR;
  const inBinDir = path.join(binDir, name);
  return existsSync(inBinDir) ? inBinDir : name;
}

/** The URL with its password replaced, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The password goes to the tool in PGPASSWORD, not on its command line (visible in `ps`). */
function toolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  if (!parsed.password) return { url, env: process.env };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

function runTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  const binary = postgresTool(name);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      const binDir = process.env.PG_BIN_DIR ?? DEFAULT_BIN_DIR;
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${name} not found in ${binDir} or on PATH: install the PostgreSQL 15 client tools or set PG_BIN_DIR`
            : `${name} could not start: ${error.message}`,
        ),
      );
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function postgresRowCounts(client: pg.Client): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from ${client.escapeIdentifier(name)}`,
    );
    counts[name] = Number(result.rows[0]!.count);
  }
  return counts;
}

/** pg_dump --format=custom of `url` into `destination`; returns the dumped row counts. */
export async function backupPostgres(
  url: string,
  destination: string,
): Promise<Record<string, number>> {
  closeSync(openSync(destination, 'w', PRIVATE_FILE_MODE));
  const tool = toolConnection(url);
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const snapshot = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const counts = await postgresRowCounts(client);
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${snapshot.rows[0]!.id}`,
          `--file=${destination}`,
          `--dbname=${tool.url}`,
        ],
        tool.env,
      );
      chmodSync(destination, PRIVATE_FILE_MODE);
      return counts;
    } finally {
      await client.query('commit');
    }
  });
}

/**
 * Other sessions on the target database (a running server's pool). Waits briefly, as a server
 * that was just stopped may still show its connections.
 */
export async function postgresOtherConnections(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const deadline = Date.now() + CONNECTIONS_GONE_WAIT_MS;
    for (;;) {
      const result = await client.query<{ count: string }>(
        `select count(*) as count from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and backend_type = 'client backend'`,
      );
      const others = Number(result.rows[0]!.count);
      if (others === 0 || Date.now() > deadline) return others;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

export async function postgresRowCountsOf(url: string): Promise<Record<string, number>> {
  return withClient(url, postgresRowCounts);
}

/** pg_restore of `backupFile` into `url` in one transaction: all of it or nothing. */
export async function restorePostgres(
  backupFile: string,
  url: string,
): Promise<Record<string, number>> {
  const tool = toolConnection(url);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${tool.url}`,
      backupFile,
    ],
    tool.env,
  );
  return postgresRowCountsOf(url);
}
