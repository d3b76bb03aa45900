import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/test-server.js';

const PASSWORD = 'Sup3r-Secret-Passphrase-xyz';
const main = path.resolve(import.meta.dirname, '../main.ts');

describe('server logs at debug level', () => {
  let server: ChildProcess;
  let output = '';
  let baseUrl = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-logs-'));

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
      server.stdout!.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
  });

  /** Resolves once the server has logged `text` (it writes on its own schedule, in order). */
  const logged = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!output.includes(text)) return;
        server.stdout!.off('data', look);
        resolve();
      };
      server.stdout!.on('data', look);
      look();
    });

  afterAll(() => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never contain a password or a session cookie', async () => {
    const client = new TestClient(baseUrl);
    const email = 'logs@clinic.test';
    expect(
      (await client.post('/api/auth/sign-up/email', { name: 'L', email, password: PASSWORD }))
        .status,
    ).toBe(200);
    await client.post('/api/auth/sign-in/email', { email, password: `${PASSWORD}-wrong` });
    expect(
      (await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: `${PASSWORD}-2`,
    });
    expect(changed.status).toBe(200);
    // The last request's own log line: every line before it is in the output too.
    await client.get('/api/patients/LAST-REQUEST');
    await logged('/api/patients/LAST-REQUEST');
    expect(output).toContain('incoming request');
    expect(output).not.toContain(PASSWORD);
    const token = client.cookie.split('=')[1]!.split('.')[0]!;
    expect(output).not.toContain(token);
  });
});
