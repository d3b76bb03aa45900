/**
 * A throwaway PostgreSQL 15 cluster in a temp dir, listening on loopback only; used by the API
 * tests and the benchmarks. initdb refuses root, so as root the cluster runs as `postgres`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** URL of the `postgres` database; create per-suite databases with `createDatabase`. */
  adminUrl: string;
  port: number;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`, as a restart or a failover does: every connection is terminated. */
  pause(): void;
  /** Starts the stopped server again on the same port and data. */
  resume(): void;
  stop(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A data and an auth database on the cluster at `adminUrl`, as env for the server. */
export async function createDatabasePair(adminUrl: string): Promise<Record<string, string>> {
  const { default: pg } = await import('pg');
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database data_${suffix}`);
    await admin.query(`create database auth_${suffix}`);
  } finally {
    await admin.end();
  }
  const base = adminUrl.replace(/\/postgres$/, '');
  return { DATABASE_URL: `${base}/data_${suffix}`, AUTH_DATABASE_URL: `${base}/auth_${suffix}` };
}

function runAs(uid: number | undefined, gid: number | undefined, bin: string, args: string[]) {
  const result = spawnSync(path.join(BIN_DIR, bin), args, {
    encoding: 'utf8',
    ...(uid === undefined ? {} : { uid, gid }),
  });
  if (result.status !== 0) {
    throw new Error(`${bin} failed: ${result.stderr || result.stdout || result.error?.message}`);
  }
}

export async function startPostgresCluster(
  options: { durable?: boolean; maxConnections?: number } = {},
): Promise<PostgresCluster> {
  if (!existsSync(path.join(BIN_DIR, 'initdb'))) {
    throw new Error(`PostgreSQL 15 not found in ${BIN_DIR}; install the postgresql-15 package`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'ritmo-pg-'));
  let uid: number | undefined;
  let gid: number | undefined;
  if (process.getuid?.() === 0) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  runAs(uid, gid, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const maxConnections = options.maxConnections ?? 300;
  const settings = [
    `-h 127.0.0.1`,
    `-p ${port}`,
    `-k ${root}`,
    `-c max_connections=${maxConnections}`,
  ];
  if (options.maxConnections) settings.push('-c superuser_reserved_connections=0');
  if (!options.durable) settings.push('-F', '-c full_page_writes=off', '-c synchronous_commit=off');
  const start = () =>
    runAs(uid, gid, 'pg_ctl', [
      'start',
      '-w',
      '-D',
      dataDir,
      '-l',
      path.join(root, 'log'),
      '-o',
      settings.join(' '),
    ]);
  start();

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/[^a-z0-9_]/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    pause() {
      runAs(uid, gid, 'pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'fast']);
    },
    resume: start,
    stop() {
      try {
        runAs(uid, gid, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
