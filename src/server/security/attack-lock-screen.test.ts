/**
 * Attack suite, the inactivity lock (issue 35 #7): failed sign-ins for a clinician's e-mail, from
 * anyone, must not keep that clinician's own locked tablet locked; the session's own wrong unlock
 * passwords are limited (five per session, twenty per account, in fifteen minutes). The limits'
 * clock is the test's, moved forward instead of waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';

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
