/**
 * What operators run against the server: the container health check script shipped in
 * deploy/ (liveness by default, readiness on demand), and the start-up warning when DATA_DIR
 * is short of space.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../test/server-process.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { createStorageHealth, warnIfStorageLow } from './storage-health.js';

const SCRIPT = path.join(ROOT, 'deploy/healthcheck.mjs');

/** Runs the script as Docker would; asynchronously, as the server answers in this process. */
function healthcheck(port: string, ...args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { env: { PATH: process.env.PATH ?? '', PORT: port, HEALTHCHECK_TIMEOUT_MS: '3000' } },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stderr }),
    );
  });
}

describe('deploy/healthcheck.mjs', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    port = new URL(server.baseUrl).port;
  });
  afterAll(() => server.close());

  it('exits 0 while the server serves and its databases answer, for both probes', async () => {
    expect((await healthcheck(port)).status).toBe(0);
    expect((await healthcheck(port, 'ready')).status).toBe(0);
  });

  it('with a database gone, liveness still passes (no restart) and readiness fails, saying why', async () => {
    await server.app.dataDb.destroy();
    expect((await healthcheck(port)).status).toBe(0);
    const ready = await healthcheck(port, 'ready');
    expect(ready.status).toBe(1);
    expect(ready.stderr).toMatch(/503 .*database_unavailable/);
  });

  it('exits 1 when nothing answers on the port', async () => {
    // Port 1 on loopback: nothing listens there.
    const result = await healthcheck('1');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\/api\/health\/live/);
  });
});

describe('the start-up warning for a DATA_DIR short of space', () => {
  const warnings: { object: object; message: string }[] = [];
  const app = {
    log: { warn: (object: object, message: string) => warnings.push({ object, message }) },
  };

  it('warns with the free space when it is below the threshold, and not otherwise', () => {
    const storage = createStorageHealth(ROOT);
    const free = storage.freeBytes();
    expect(free).toBeGreaterThan(0);
    warnIfStorageLow(app, storage, 1024);
    expect(warnings).toEqual([]);
    warnIfStorageLow(app, storage, free! + 1024 ** 3);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(
      /^DATA_DIR has [\d.]+ [MG]B free \(below STORAGE_WARN_FREE_MB\)/,
    );
    expect(warnings[0]!.object).toMatchObject({ freeBytes: expect.any(Number) });
  });
});

describe('storage health', () => {
  const fault = {
    kind: 'storage_full' as const,
    status: 507 as const,
    code: 'storage_full' as const,
    message: 'full',
    cause: 'SQLITE_FULL',
  };

  it('reports a storage fault until a write succeeds', () => {
    const storage = createStorageHealth(ROOT);
    storage.noteFault(fault);
    expect(storage.currentFault()).toBe(fault);
    storage.noteWriteSucceeded();
    expect(storage.currentFault()).toBeNull();
  });

  it('forgets it after 30 s, so a balancer that took every copy out can send writes again', () => {
    let now = 0;
    const storage = createStorageHealth(ROOT, () => now);
    storage.noteFault(fault);
    now = 30_000;
    expect(storage.currentFault()).toBe(fault);
    now = 30_001;
    expect(storage.currentFault()).toBeNull();
  });

  it('ignores outages that are not the disk (a PostgreSQL restart is readiness by ping)', () => {
    const storage = createStorageHealth(ROOT);
    storage.noteFault({ ...fault, kind: 'unavailable', status: 503, code: 'database_unavailable' });
    expect(storage.currentFault()).toBeNull();
  });
});
