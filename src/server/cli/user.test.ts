import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer, TestClient } from '../test/test-server.js';

const cli = path.resolve(import.meta.dirname, 'user.ts');

function runCli(dataDir: string, args: string[]) {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ALLOW_SIGNUP: 'false' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const e = error as { status: number; stderr: string };
    return { code: e.status, output: e.stderr };
  }
}

describe('npm run user -- create', () => {
  it('creates an account that can sign in, even with self sign-up off', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cli-'));
    const created = runCli(dataDir, [
      'create',
      '--email',
      'cli@clinic.test',
      '--password',
      'long-password-1',
      '--name',
      'Dra. Cli',
    ]);
    expect(created).toMatchObject({
      code: 0,
      output: expect.stringContaining('created cli@clinic.test'),
    });
    const server = await startTestServer('sqlite', { DATA_DIR: dataDir, ALLOW_SIGNUP: 'false' });
    try {
      const client = new TestClient(server.baseUrl);
      const signIn = await client.post('/api/auth/sign-in/email', {
        email: 'cli@clinic.test',
        password: 'long-password-1',
      });
      expect(signIn.status).toBe(200);
      expect((await client.get('/api/me')).body.name).toBe('Dra. Cli');
    } finally {
      await server.close();
    }
  });

  it('refuses a short or guessable password, and an e-mail that already has an account', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cli-'));
    const create = (email: string, password: string) =>
      runCli(dataDir, ['create', '--email', email, '--password', password, '--name', 'Dra. Cli']);
    expect(create('cli@clinic.test', 'Zq8#vL2!')).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^--password: must be at least 10 characters/),
    });
    expect(create('cli@clinic.test', 'password1234')).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^--password: is too easy to guess/),
    });
    expect(create('cli@clinic.test', 'long-password-1').code).toBe(0);
    expect(create('CLI@clinic.test', 'another-long-password-2')).toMatchObject({
      code: 2,
      output: expect.stringMatching(/already has an account/),
    });
  });

  it('names the bad argument and exits non-zero', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cli-'));
    const result = runCli(dataDir, [
      'create',
      '--email',
      'not-an-email',
      '--password',
      'long-password-1',
    ]);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/^--email: must be an e-mail address/);
    expect(runCli(dataDir, ['remove']).output).toMatch(/^usage:/);
  });
});

describe('npm run user -- reset-password', () => {
  it('prints a one-time link that sets a new password once, from the shell', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cli-'));
    const email = 'esqueci@clinic.test';
    expect(
      runCli(dataDir, ['create', '--email', email, '--password', 'long-password-1']).code,
    ).toBe(0);
    const printed = runCli(dataDir, ['reset-password', '--email', 'ESQUECI@clinic.test']);
    expect(printed.code).toBe(0);
    expect(printed.output).toMatch(/^one-time reset link for esqueci@clinic\.test, valid until /);
    const link = printed.output.match(/\/reset-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const server = await startTestServer('sqlite', { DATA_DIR: dataDir });
    try {
      const client = new TestClient(server.baseUrl);
      const body = { token: decodeURIComponent(link![1]!), newPassword: 'nova senha da serra 7' };
      expect((await client.post('/api/auth/reset-password', body)).status).toBe(200);
      expect((await client.post('/api/auth/reset-password', body)).status).toBe(400);
      const signIn = await client.post('/api/auth/sign-in/email', {
        email,
        password: 'nova senha da serra 7',
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says so for an address without an account', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-cli-'));
    const result = runCli(dataDir, ['reset-password', '--email', 'ninguem@clinic.test']);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(
      /could not make a reset link: ninguem@clinic\.test has no account/,
    );
  });
});
