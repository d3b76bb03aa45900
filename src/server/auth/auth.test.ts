import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';

const PASSWORD = TEST_PASSWORD;

describe.each(DATABASES)('auth service on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SIGNIN_RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => server.close());

  it('signs up without a session, then signing in reaches /api/me through an http-only cookie', async () => {
    const client = new TestClient(server.baseUrl);
    const credentials = { email: 'ana@clinic.test', password: PASSWORD };
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Dra. Ana',
      ...credentials,
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ token: null, user: { email: 'ana@clinic.test' } });
    expect(signUp.headers.get('set-cookie')).toBeNull();
    expect((await client.get('/api/me')).status).toBe(401);

    const signIn = await client.post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/me');
    expect(me.body).toEqual({
      id: signUp.body.user.id,
      email: 'ana@clinic.test',
      name: 'Dra. Ana',
    });
    const session = await client.get('/api/auth/get-session');
    expect(session.body.user.email).toBe('ana@clinic.test');
  });

  it('passes the auth service error through on a wrong password, then signs in', async () => {
    const user = await server.signUp('Caio');
    const client = new TestClient(server.baseUrl);
    const wrong = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(wrong.body.error).toEqual({
      code: 'unauthorized',
      message: 'Invalid email or password',
    });
    const right = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: PASSWORD,
    });
    expect(right.status).toBe(200);
    expect((await client.get('/api/me')).body.email).toBe(user.email);
  });

  it('signing out ends the session for the data API', async () => {
    const user = await server.signUp();
    expect((await user.get('/api/patients')).status).toBe(200);
    const cookie = user.cookie;
    expect((await user.post('/api/auth/sign-out', {})).status).toBe(200);
    user.cookie = cookie; // replaying the old cookie must not work either
    expect((await user.get('/api/patients')).status).toBe(401);
  });

  it('rejects forged and garbage session cookies with 401', async () => {
    const forged = new TestClient(server.baseUrl);
    forged.cookie = 'better-auth.session_token=forged.signature';
    expect((await forged.get('/api/me')).status).toBe(401);
    forged.cookie = 'something=else';
    expect((await forged.get('/api/patients')).status).toBe(401);
  });

  it('limits failed sign-in attempts with 429, in the error shape', async () => {
    const user = await server.signUp();
    const client = new TestClient(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: user.email,
        password: 'wrong-password',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('reports health once both databases answer, and the server settings', async () => {
    const client = server.anonymous();
    expect((await client.get('/api/health')).body).toEqual({ ok: true });
    const config = await client.get('/api/config');
    expect(config.body).toEqual({
      allowSignup: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+-/),
    });
  });

  it('generates AUTH_SECRET into DATA_DIR on first run', () => {
    const file = path.join(server.dataDir, 'auth-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });
});

describe('auth service with ALLOW_SIGNUP=false', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ALLOW_SIGNUP: 'false' });
  });
  afterAll(() => server.close());

  it('refuses self sign-up and says so in /api/config', async () => {
    const client = server.anonymous();
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'X',
      email: 'x@clinic.test',
      password: PASSWORD,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await client.get('/api/config')).body.allowSignup).toBe(false);
  });
});

describe('auth service during sign-ups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  // Password hashing runs in the thread pool (password-hash.ts); how long reads wait meanwhile
  // is measured outside the tests, this checks that they answer right while hashes are computed.
  it('answers data calls correctly while several sign-ups hash passwords', async () => {
    const reader = await server.signUp('Reader');
    await reader.put('/api/patients/P-1', makePatient({ patientName: 'Bia' }));
    let signedUp = false;
    const newcomers = Promise.all(
      Array.from({ length: 4 }, (_, i) => server.signUp(`Newcomer ${i}`)),
    ).finally(() => {
      signedUp = true;
    });
    const reads = [];
    while (!signedUp) reads.push(await reader.get('/api/patients'));
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.patients.map((p: { patientName: string }) => p.patientName)).toEqual([
        'Bia',
      ]);
    }
    for (const user of await newcomers) {
      expect((await user.get('/api/me')).body.email).toBe(user.email);
      expect((await user.get('/api/patients')).body.patients).toEqual([]);
    }
  });
});
