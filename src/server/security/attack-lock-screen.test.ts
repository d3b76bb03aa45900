/**
 * Attack suite, the inactivity lock (issue 35 #7, #9): failed sign-ins for a clinician's e-mail,
 * from anyone, must not keep that clinician's own locked tablet locked; the session's own wrong
 * unlock passwords are limited (five per session, twenty per account, in fifteen minutes). A
 * locked session's cookie, used from anywhere, reads and changes nothing (every data endpoint and
 * the auth service's account routes answer 423, disguised paths too) until the password; one idle
 * past the limit is locked by the server itself. The clock is the test's, moved forward instead
 * of waited for; the scene prints requests, 5xx and breaches per database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import {
  dataEndpoints,
  type Endpoint,
  expectApiError,
  sendRaw,
  snapshotOf,
} from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const WINDOW_MS = 15 * 60 * 1000;

const unlock = (client: TestClient, password: string) =>
  client.post('/api/me/unlock', { password });

/** Another signed-in session (tablet) of the same account. */
async function anotherSession(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.baseUrl);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  return client;
}

async function wrongUnlocks(client: TestClient, count: number) {
  for (let i = 0; i < count; i++) {
    expect((await unlock(client, `guess ${i}`)).status).toBe(400);
  }
}

describe.each(DATABASES)('the lock screen under attack on %s', (kind) => {
  let server: TestServer;
  let skewMs = 0;
  beforeAll(async () => {
    const limits = { SIGNIN_RATE_LIMIT_MAX: '5' };
    server = await startTestServer(kind, limits, { now: () => Date.now() + skewMs });
  });
  afterAll(() => server.close());

  it("stays open to the clinician's password after strangers' failed sign-ins", async () => {
    const clinician = await server.signUp('Locked Clinician');
    for (let i = 0; i < 8; i++) {
      const guess = { email: clinician.email, password: `wrong-${i}` };
      const signIn = await server.anonymous().post('/api/auth/sign-in/email', guess);
      expect([401, 429]).toContain(signIn.status);
    }
    const right = { email: clinician.email, password: TEST_PASSWORD };
    expect((await server.anonymous().post('/api/auth/sign-in/email', right)).status).toBe(429);
    expect((await unlock(clinician, TEST_PASSWORD)).status).toBe(204);
  });

  it("limits a session's own wrong unlocks, not the account's other tablets, until the window ends", async () => {
    const tablet = await server.signUp('Guessed Tablet');
    const otherTablet = await anotherSession(server, tablet.email);
    await wrongUnlocks(tablet, 5);
    const limited = await unlock(tablet, TEST_PASSWORD);
    expectApiError(limited, 429);
    const retryAfterS = Number(limited.headers.get('retry-after'));
    expect(retryAfterS).toBeGreaterThan(0);
    expect(retryAfterS).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect((await unlock(otherTablet, TEST_PASSWORD)).status).toBe(204);
    skewMs += retryAfterS * 1000 + 1000;
    expect((await unlock(tablet, TEST_PASSWORD)).status).toBe(204);
  });

  it('limits the wrong unlocks of all the sessions of one account together', async () => {
    const first = await server.signUp('Many Tablets');
    await wrongUnlocks(first, 5);
    for (let i = 0; i < 3; i++) await wrongUnlocks(await anotherSession(server, first.email), 5);
    const fifth = await anotherSession(server, first.email);
    expectApiError(await unlock(fifth, TEST_PASSWORD), 429);
    skewMs += WINDOW_MS + 1000;
    expect((await unlock(fifth, TEST_PASSWORD)).status).toBe(204);
  });
});

/** Auth service routes that read or change the account or its clinics: locked too. */
const ACCOUNT_ROUTES: Endpoint[] = [
  { method: 'GET', path: '/api/auth/list-sessions' },
  { method: 'POST', path: '/api/auth/revoke-other-sessions', body: {} },
  { method: 'POST', path: '/api/auth/update-user', body: { name: 'Renamed' } },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: { currentPassword: TEST_PASSWORD, newPassword: 'another long passphrase 9' },
  },
  { method: 'POST', path: '/api/auth/two-factor/enable', body: { password: TEST_PASSWORD } },
  { method: 'GET', path: '/api/auth/passkey/list-user-passkeys' },
  { method: 'GET', path: '/api/auth/organization/list' },
  { method: 'POST', path: '/api/auth/organization/create', body: { name: 'Via Lock', slug: 'x' } },
  // Disguised as a path the lock screen may use: resolved as the auth service resolves it.
  { method: 'GET', path: '/api/auth/sign-out/../list-sessions' },
  { method: 'GET', path: '/api/auth/sign-in/%2e%2e/list-sessions' },
  { method: 'GET', path: '/api/auth/get-session/%2E%2E/organization/list' },
  { method: 'GET', path: '/api/auth/reset-password/../../auth/list-sessions' },
];

describe.each(DATABASES)("a locked session's cookie under attack on %s", (kind) => {
  let skewMs = 0;
  const scene = useAttackScene(kind, undefined, {}, { now: () => Date.now() + skewMs });
  const ids = { activity: randomUUID() };
  let brunoBefore: unknown;

  beforeAll(async () => {
    await scene.bruno.put(`/api/activities/${ids.activity}`, sessionBody('BRUNO-1'));
    brunoBefore = await snapshotOf(scene.bruno);
  });

  /** Every data and account endpoint answers 423 `locked`; a 2xx is a breach. */
  async function expectAllLocked(cookie: string) {
    const endpoints = [...dataEndpoints('BRUNO-1', ids.activity, scene.bruno.email)];
    for (const { method, path, body } of [...endpoints, ...ACCOUNT_ROUTES]) {
      const answer = await scene.send(method, path, { cookie, body });
      if (answer.status < 300) scene.tally.breaches++;
      expectApiError(answer, path.includes('%2') || path.includes('..') ? [404, 423] : 423, path);
    }
  }

  async function expectBrunoUnchanged() {
    const unlock = await scene.send('POST', '/api/me/unlock', {
      body: { password: TEST_PASSWORD },
    });
    expect(unlock.status).toBe(204);
    const after = await snapshotOf(scene.bruno);
    if (JSON.stringify(after) !== JSON.stringify(brunoBefore)) scene.tally.breaches++;
    expect(after).toEqual(brunoBefore);
  }

  it('reads and changes nothing of the account, from the tab or a copy of its cookie', async () => {
    expect((await scene.send('POST', '/api/me/lock')).status).toBe(204);
    await expectAllLocked(scene.bruno.cookie);
    // What the lock screen needs answers.
    expect((await scene.send('GET', '/api/auth/get-session')).status).toBe(200);
    expect((await scene.send('GET', '/api/health')).status).toBe(200);
    await expectBrunoUnchanged();
  });

  it('is lifted by nothing but the password', async () => {
    expect((await scene.send('POST', '/api/me/lock', { body: { locked: false } })).status).toBe(
      204,
    );
    for (const body of [{}, { password: '' }, { password: ['x'] }, 'x', { password: 'wrong' }]) {
      expectApiError(await scene.send('POST', '/api/me/unlock', { body }), 400, 'junk unlock');
    }
    // A second sign-in is a new session: the locked one stays locked.
    const fresh = await sendRaw(scene.server.baseUrl, 'POST', '/api/auth/sign-in/email', {
      body: { email: scene.bruno.email, password: TEST_PASSWORD },
    });
    expect(fresh.status).toBe(200);
    expectApiError(await scene.send('GET', '/api/patients'), 423, 'old session');
    await expectBrunoUnchanged();
  });

  it("locks a copied cookie idle past the limit on the app's clock, and Ana's with it", async () => {
    skewMs += 16 * 60_000 + 1000;
    await expectAllLocked(scene.bruno.cookie);
    await expectBrunoUnchanged();
    // Ana was idle as long: her session locked too, her password opens it.
    expectApiError(await scene.send('GET', '/api/patients', { cookie: scene.ana.cookie }), 423);
    expect((await scene.ana.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(204);
  });
});
