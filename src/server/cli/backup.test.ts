/**
 * `npm run backup` and `npm run restore` against the real server process, on SQLite and
 * PostgreSQL: a backup taken while sessions are being saved restores, in another location, to
 * exactly the dataset the backup holds, with every save answered before the backup began.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AnsweredSave, expectSavesWhole } from '../test/answered-saves.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { createDatabasePair } from '../test/postgres-cluster.js';
import {
  ROOT,
  type ServerProcess,
  signUpClinician,
  startServerProcess,
} from '../test/server-process.js';
import { DATABASES, type DatabaseKind, TEST_PASSWORD, TestClient } from '../test/test-server.js';
import { type BackupManifest, MANIFEST_FILE } from './backup-manifest.js';

const WRITERS = 4;
const ANSWERED_BEFORE_BACKUP = 30;
const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI as a child process without blocking this one (the writers keep saving). */
function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const script = path.join(import.meta.dirname, `${name}.ts`);
  return new Promise<CliResult>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), PG_BIN_DIR, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // A pipe, not a terminal: restore must not wait for an answer.
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Location {
  server: ServerProcess;
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL and AUTH_DATABASE_URL: what the CLIs read. */
  env: Record<string, string>;
}

async function startLocation(kind: DatabaseKind): Promise<Location> {
  const databases = kind === 'postgres' ? await createDatabasePair(inject('postgresAdminUrl')) : {};
  const server = await startServerProcess({ entry: 'source', env: databases });
  return { server, env: { DATA_DIR: server.dataDir, ...databases } };
}

/** When a save was answered: before the backup CLI started, while it ran, or after. */
type SavePhase = 'before' | 'during' | 'after';

/** Every row of every table, one string per row, sorted: two equal datasets give equal maps. */
type Dataset = Record<string, string[]>;

function sqliteDataset(file: string): Dataset {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => [
        table,
        database
          .prepare(`select * from "${table}"`)
          .all()
          .map((row) => JSON.stringify(row))
          .sort(),
      ]),
    );
  } finally {
    database.close();
  }
}

function pgTool(name: string, args: string[]): string {
  const result = spawnSync(path.join(PG_BIN_DIR, name), args, {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
  return result.stdout;
}

/** The COPY blocks pg_restore prints for a dump: `public.t (cols)` → its rows in COPY text. */
function dumpCopyBlocks(dumpFile: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let rows: string[] | undefined;
  for (const line of pgTool('pg_restore', ['--data-only', '--file=-', dumpFile]).split('\n')) {
    const copy = /^COPY (.+) FROM stdin;$/.exec(line);
    if (copy) {
      rows = [];
      blocks.set(copy[1]!, rows);
    } else if (line === '\\.') rows = undefined;
    else rows?.push(line);
  }
  return blocks;
}

/** The dump's rows and the database's, both as COPY text, keyed by bare table name. */
function postgresDatasets(dumpFile: string, url: string): { dump: Dataset; database: Dataset } {
  const dump: Dataset = {};
  const database: Dataset = {};
  for (const [target, rows] of dumpCopyBlocks(dumpFile)) {
    const table = target
      .replace(/^public\./, '')
      .replace(/ \(.*$/, '')
      .replaceAll('"', '');
    dump[table] = rows.sort();
    const copied = pgTool('psql', ['-X', '-q', '-d', url, '-c', `COPY ${target} TO STDOUT`]);
    database[table] = copied.split('\n').filter(Boolean).sort();
  }
  return { dump, database };
}

function counts(dataset: Dataset): Record<string, number> {
  return Object.fromEntries(Object.entries(dataset).map(([table, rows]) => [table, rows.length]));
}

describe.each(DATABASES)('backup and restore on %s', (kind) => {
  let source: Location;
  let target: Location | undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), 'ritmo-backup-test-'));
  beforeAll(async () => {
    source = await startLocation(kind);
  });
  afterAll(async () => {
    await source?.server.stop();
    await target?.server.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a backup taken during saves restores elsewhere to the same dataset; sign-in still works', async () => {
    const client = new TestClient(source.server.baseUrl);
    const { email } = await signUpClinician(client, 'Dra. Backup');
    expect((await client.put('/api/patients/P-1', makePatient())).status).toBe(200);

    let phase: SavePhase = 'before';
    const answered: Record<SavePhase, AnsweredSave[]> = { before: [], during: [], after: [] };
    const refused: number[] = [];
    const writer = async (id: number) => {
      for (let i = 0; phase !== 'after' && refused.length === 0; i++) {
        const { activityId, ...body } = makeActivity('P-1', { notes: `writer ${id} #${i}` });
        const response = await client.put(`/api/activities/${activityId}`, body);
        if (response.status !== 200) refused.push(response.status);
        // Sorted by when the answer came: `before` ones were committed before the CLI started.
        else answered[phase].push({ activityId, body, summary: response.body.activity.summary });
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
    while (answered.before.length < ANSWERED_BEFORE_BACKUP && refused.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const backupDir = path.join(scratch, 'backup');
    phase = 'during';
    const backup = await runCli('backup', ['--out', backupDir], source.env);
    phase = 'after';
    await Promise.all(writers);
    expect(refused).toEqual([]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`backup written to ${backupDir}`);
    if (kind === 'postgres') expect(backup.stdout).toMatch(/running \S*pg_dump --format=custom/);
    console.info(
      `backup on ${kind}: ${answered.before.length} saves before, ${answered.during.length} during`,
    );
    expect(answered.during.length).toBeGreaterThan(0);

    const manifest = JSON.parse(
      readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(backupDir)) {
      expect(statSync(path.join(backupDir, file)).mode & 0o777, file).toBe(0o600);
    }

    // The new location already holds someone else's data (and, on SQLite, a crashed server's
    // -wal file): the restore must replace all of it.
    target = await startLocation(kind);
    const other = new TestClient(target.server.baseUrl);
    const otherAccount = await signUpClinician(other, 'Dra. Other');
    expect((await other.put('/api/patients/P-9', makePatient())).status).toBe(200);
    await target.server.kill();

    const restore = await runCli('restore', [backupDir, '--yes'], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Done');

    for (const role of ['data', 'auth'] as const) {
      const entry = manifest.databases[role];
      const backupFile = path.join(backupDir, entry.file);
      if (kind === 'sqlite') {
        const restoredFile = path.join(
          target.server.dataDir,
          `${role === 'data' ? 'ritmo' : 'auth'}.sqlite`,
        );
        const restored = sqliteDataset(restoredFile);
        expect(restored).toEqual(sqliteDataset(backupFile));
        expect(counts(restored)).toEqual(entry.rowCounts);
      } else {
        const url = target.env[role === 'data' ? 'DATABASE_URL' : 'AUTH_DATABASE_URL']!;
        const { dump, database } = postgresDatasets(backupFile, url);
        expect(database).toEqual(dump);
        expect(counts(database)).toEqual(entry.rowCounts);
      }
    }
    expect(manifest.databases.auth.rowCounts.user).toBe(1);
    expect(manifest.databases.data.rowCounts.activities).toBeGreaterThanOrEqual(
      answered.before.length,
    );

    await target.server.restart();
    const restoredUrl = target.server.baseUrl;
    // The auth secret came back too: the cookie from before the backup still signs in.
    const sameCookie = new TestClient(restoredUrl);
    sameCookie.cookie = client.cookie;
    expect((await sameCookie.get('/api/me')).body.name).toBe('Dra. Backup');
    const signIn = (who: string) =>
      new TestClient(restoredUrl).request(
        'POST',
        '/api/auth/sign-in/email',
        { email: who, password: TEST_PASSWORD },
        { headers: { origin: restoredUrl } },
      );
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(otherAccount.email)).status).toBe(401);

    await expectSavesWhole(sameCookie, answered.before);
  }, 60_000);

  it('refuses a running server, no --yes without a terminal, another kind and a bad manifest', async () => {
    const backup = await runCli('backup', [], source.env);
    expect(backup.code).toBe(0);
    const backupDir = /backup written to (.+)/.exec(backup.stdout)![1]!;
    expect(backupDir.startsWith(path.join(source.server.dataDir, 'backups', 'ritmo-'))).toBe(true);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);

    const fresh = {
      DATA_DIR: mkdtempSync(path.join(scratch, 'fresh-')),
      ...(kind === 'postgres' ? await createDatabasePair(inject('postgresAdminUrl')) : {}),
    };
    const manifestText = readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8');
    const edited = (change: (manifest: any) => void) => {
      const dir = mkdtempSync(path.join(scratch, 'edited-'));
      cpSync(backupDir, dir, { recursive: true });
      const manifest = JSON.parse(manifestText);
      change(manifest);
      writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
      return dir;
    };
    const otherKind = kind === 'sqlite' ? 'postgres' : 'sqlite';
    const refusal = (message: string | RegExp) => ({
      code: 1,
      stderr:
        typeof message === 'string'
          ? expect.stringContaining(message)
          : expect.stringMatching(message),
    });
    // A server in use: its PostgreSQL pool keeps connections open (an idle one closes them).
    const inUse = setInterval(() => {
      fetch(`${source.server.baseUrl}/api/health`).catch(() => {});
    }, 200);
    // Each is refused before it touches a database, so they can run side by side.
    const [running, unconfirmed, wrongKind, badCount, escaping, missing, unknownFlag] =
      await Promise.all([
        runCli('restore', [backupDir, '--yes'], source.env),
        runCli('restore', [backupDir], fresh),
        runCli('restore', [edited((m) => (m.databases.data.kind = otherKind)), '--yes'], fresh),
        runCli(
          'restore',
          [edited((m) => (m.databases.auth.rowCounts.user = 'many')), '--yes'],
          fresh,
        ),
        runCli(
          'restore',
          [edited((m) => (m.databases.data.file = '../../etc/passwd')), '--yes'],
          fresh,
        ),
        runCli('restore', [path.join(scratch, 'nowhere'), '--yes'], fresh),
        runCli('backup', ['--to', backupDir], source.env),
      ]).finally(() => clearInterval(inUse));
    expect(running).toMatchObject(refusal('stop the Ritmo server first'));
    expect(unconfirmed).toMatchObject(
      refusal('not at a terminal, so nothing was restored: add --yes'),
    );
    if (kind === 'sqlite')
      expect(existsSync(path.join(fresh.DATA_DIR, 'ritmo.sqlite'))).toBe(false);
    expect(wrongKind).toMatchObject(
      refusal(`the backup's data database is ${otherKind} but DATABASE_URL selects ${kind}`),
    );
    expect(badCount).toMatchObject(refusal(/manifest\.json: databases\.auth\.rowCounts\.user: /));
    expect(escaping).toMatchObject(refusal(/databases\.data\.file: must be a file name/));
    expect(missing).toMatchObject(refusal(/nowhere: no such backup directory/));
    expect(unknownFlag).toMatchObject(refusal(/'--to'/));
  }, 60_000);

  it("records each file's SHA-256 and refuses a changed or truncated file, naming it", async () => {
    const backupDir = path.join(scratch, 'checked');
    expect((await runCli('backup', ['--out', backupDir], source.env)).code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8'));
    const files = [manifest.databases.data.file, manifest.databases.auth.file];
    if (manifest.authSecret) files.push(manifest.authSecret);
    const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(manifest.version).toBe(2);
    expect(manifest.sha256).toEqual(
      Object.fromEntries(files.map((f: string) => [f, sha256(path.join(backupDir, f))])),
    );

    /** A copy of the backup with one file (and maybe the manifest) changed. */
    const damaged = (file: string, change: (bytes: Buffer) => Buffer, fixSize = false) => {
      const dir = mkdtempSync(path.join(scratch, 'damaged-'));
      cpSync(backupDir, dir, { recursive: true });
      const bytes = change(readFileSync(path.join(dir, file)));
      writeFileSync(path.join(dir, file), bytes);
      if (fixSize) {
        const role = file === manifest.databases.data.file ? 'data' : 'auth';
        const edited = structuredClone(manifest);
        edited.databases[role].bytes = bytes.length;
        writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(edited));
      }
      return dir;
    };
    const flipped = (bytes: Buffer) => {
      const copy = Buffer.from(bytes);
      copy[copy.length >> 1]! ^= 0xff; // same size, one byte changed
      return copy;
    };
    const halved = (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1);
    const noSums = mkdtempSync(path.join(scratch, 'no-sums-'));
    cpSync(backupDir, noSums, { recursive: true });
    writeFileSync(
      path.join(noSums, MANIFEST_FILE),
      JSON.stringify({ ...manifest, sha256: undefined }),
    );
    const fresh = {
      DATA_DIR: mkdtempSync(path.join(scratch, 'fresh-')),
      ...(kind === 'postgres' ? await createDatabasePair(inject('postgresAdminUrl')) : {}),
    };
    const [data, auth] = [manifest.databases.data.file, manifest.databases.auth.file];
    const cases: [string, RegExp][] = [
      [damaged(data, flipped), new RegExp(`${data} has SHA-256 [0-9a-f]{64}, the manifest says`)],
      [
        damaged(auth, halved, true),
        new RegExp(`${auth} has SHA-256 [0-9a-f]{64}, the manifest says`),
      ],
      [damaged(auth, halved), new RegExp(`${auth} has \\d+ bytes, the manifest says`)],
      [noSums, new RegExp(`manifest\\.json: sha256\\.${data.replace('.', '\\.')}: is missing`)],
    ];
    const answers = await Promise.all(
      cases.map(([dir]) => runCli('restore', [dir, '--yes'], fresh)),
    );
    answers.forEach((answer, i) => {
      expect(answer.code).toBe(1);
      expect(answer.stderr).toMatch(cases[i]![1]);
      expect(answer.stdout).not.toContain('restored');
    });
    // Refused before any database was touched.
    if (kind === 'sqlite')
      expect(existsSync(path.join(fresh.DATA_DIR, 'ritmo.sqlite'))).toBe(false);
  }, 60_000);
});
