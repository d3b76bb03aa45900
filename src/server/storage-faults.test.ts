/**
 * SQLite on a disk that fills up, and a database another process keeps locked, under the real
 * server process. The disk is real: a small tmpfs mounted for the test (root only, as CI runs)
 * and filled with a ballast file; not `PRAGMA max_page_count`, which fails inside SQLite before
 * the filesystem is ever asked. Saves must answer 507 `storage_full` / 503 `database_busy`
 * (never a 500), readiness must say so, the log must name SQLite's own error, no save may be
 * half stored, and every acknowledged one must stay readable. (A read-only remount cannot be
 * made under a process holding files open for writing; database-faults.test.ts classifies a
 * real SQLITE_READONLY instead.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnsweredSave, expectSavesWhole } from './test/answered-saves.js';
import { makeActivity, makePatient } from './test/factories.js';
import { type ServerProcess, signUpClinician, startServerProcess } from './test/server-process.js';
import { TestClient } from './test/test-server.js';

const isRoot = process.getuid?.() === 0;
const DISK_MB = 8;

function sqliteFile(server: ServerProcess): string {
  if (server.dataTarget.kind !== 'sqlite') throw new Error('expected a SQLite data database');
  return server.dataTarget.file;
}

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

async function save(client: TestClient, note: string) {
  const { activityId, ...body } = makeActivity('P-1', { notes: note }, 600);
  const response = await client.put(`/api/activities/${activityId}`, body);
  return { response, answered: { activityId, body, summary: response.body?.activity?.summary } };
}

describe.runIf(isRoot)(`SQLite on a ${DISK_MB} MB disk that fills, and locked too long`, () => {
  let mountPoint: string;
  let server: ServerProcess;
  let client: TestClient;
  const acknowledged: AnsweredSave[] = [];
  const ballast = () => path.join(mountPoint, 'ballast');

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), 'ritmo-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m,mode=0700`, 'tmpfs', mountPoint]);
    server = await startServerProcess({
      entry: 'source',
      dataDir: path.join(mountPoint, 'data'),
      env: { LOG_LEVEL: 'error', DATABASE_CONNECT_TIMEOUT_MS: '1000' },
    });
    client = new TestClient(server.baseUrl);
    await signUpClinician(client, 'Disk');
    expect((await client.put('/api/patients/P-1', makePatient())).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    try {
      execFileSync('umount', [mountPoint]);
    } finally {
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  it('answers 507 storage_full when the disk is full, keeps every acknowledged save, and recovers once space is freed', async () => {
    // Leave about 300 KB: a handful of 10-minute sessions fit, then the disk is full.
    writeFileSync(ballast(), Buffer.alloc(Math.max(0, freeBytes(mountPoint) - 300 * 1024)));
    let full: Awaited<ReturnType<typeof save>>['response'] | null = null;
    for (let i = 0; i < 200 && !full; i++) {
      const { response, answered } = await save(client, `fill #${i}`);
      if (response.status === 200) acknowledged.push(answered);
      else full = response;
    }
    expect(full?.status).toBe(507);
    expect(full?.body.error.code).toBe('storage_full');
    expect(acknowledged.length).toBeGreaterThan(0);
    // Again, on a disk that stays full: the same answer, never a 500.
    expect((await save(client, 'still full')).response.status).toBe(507);

    const ready = await client.get('/api/health');
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('storage_full');
    expect((await client.get('/api/health/live')).status).toBe(200);
    await expect.poll(() => server.output()).toMatch(/SQLITE_FULL/);
    expect(server.output()).not.toMatch(/cannot rollback/);
    // Opening a session writes its audit row: where even that finds no room the read is
    // refused too (507) rather than leave a gap in the audit trail; never a 500.
    const read = await client.get(`/api/activities/${acknowledged[0]!.activityId}`);
    expect([200, 507]).toContain(read.status);

    rmSync(ballast());
    const after = await save(client, 'after space was freed');
    expect(after.response.status).toBe(200);
    acknowledged.push(after.answered);
    expect((await client.get('/api/health')).status).toBe(200);
    await expectSavesWhole(client, acknowledged);
    expect(server.isRunning()).toBe(true);
  }, 120_000);

  it('answers 503 database_busy when another process holds the database locked too long, and nothing is half stored', async () => {
    const other = new SqliteDatabase(sqliteFile(server));
    other.exec('begin exclusive');
    let busy: Awaited<ReturnType<typeof save>>;
    try {
      busy = await save(client, 'locked out');
      expect(busy.response.status).toBe(503);
      expect(busy.response.body.error.code).toBe('database_busy');
    } finally {
      other.exec('rollback');
      other.close();
    }
    // The log line reaches the pipe a moment after the answer.
    await expect.poll(() => server.output()).toMatch(/SQLITE_BUSY/);
    expect((await client.get(`/api/activities/${busy.answered.activityId}`)).status).toBe(404);
    const after = await save(client, 'unlocked');
    expect(after.response.status).toBe(200);
    acknowledged.push(after.answered);

    await server.terminate();
    const file = new SqliteDatabase(sqliteFile(server), { readonly: true });
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    file.close();
    await server.restart();
    await expectSavesWhole(client, acknowledged);
    expect(server.isRunning()).toBe(true);
  }, 120_000);
});
