import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabases } from '../test/shared-databases.js';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';

/** Five failures per account, twenty per address (the default factor of four). */
const LIMITS = { SIGNIN_RATE_LIMIT_MAX: '5' };

/** Signs in to `server` from `address` (TRUST_PROXY is on, so X-Forwarded-For names it). */
async function signInFrom(server: TestServer, address: string, email: string, password: string) {
  const client = server.anonymous();
  const headers = { 'x-forwarded-for': address };
  return client.request('POST', '/api/auth/sign-in/email', { email, password }, { headers });
}

describe.each(DATABASES)('failed sign-in limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { ...LIMITS, TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('count failures only: good sign-ins in a row are never limited', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 8; i++) {
      expect((await signInFrom(server, '10.0.1.1', user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it("five failures for A lock A's correct password out, not B's from the same address", async () => {
    const [a, b] = [await server.signUp('A'), await server.signUp('B')];
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(server, '10.0.2.1', a.email, `wrong-${i}`)).status).toBe(401);
    }
    const aRight = await signInFrom(server, '10.0.2.1', a.email, TEST_PASSWORD);
    expect(aRight.status).toBe(429);
    expect(aRight.body.error.code).toBe('too_many_requests');
    expect((await signInFrom(server, '10.0.2.1', b.email, TEST_PASSWORD)).status).toBe(200);
    // The account is locked from every address, not only the one that failed.
    expect((await signInFrom(server, '10.0.2.2', a.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('limit an address trying many accounts, unknown e-mails included, at its higher limit', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 20; i++) {
      const email = i % 2 ? `nobody-${i}@clinic.test` : `${i}-${user.email}`;
      expect((await signInFrom(server, '10.0.3.1', email, 'wrong-password')).status).toBe(401);
    }
    expect((await signInFrom(server, '10.0.3.1', user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom(server, '10.0.3.2', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('do not count a refused body (no e-mail) as a password attempt', async () => {
    const user = await server.signUp();
    for (let i = 0; i < 8; i++) {
      const malformed = await signInFrom(server, '10.0.4.1', 'not-an-email', 'x');
      expect(malformed.status).toBe(400);
    }
    expect((await signInFrom(server, '10.0.4.1', user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe.each(DATABASES)('failed sign-in limits across servers on %s', (kind) => {
  let servers: TestServer[] = [];
  let cleanUp: (() => void) | undefined;
  // One clock for both servers, moved by the test: the window ends without waiting for it.
  let clockMs = Date.now();
  const observers = { now: () => clockMs };
  beforeAll(async () => {
    const shared = await sharedDatabases(kind);
    cleanUp = shared.cleanUp;
    const env = { ...shared.env, ...LIMITS, SIGNIN_RATE_LIMIT_WINDOW_S: '900' };
    servers = [
      await startTestServer(kind, env, observers),
      await startTestServer(kind, env, observers),
    ];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    cleanUp?.();
  });

  it('share one count, and the window ends', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const user = await first.signUp();
    for (let i = 0; i < 5; i++) {
      const wrong = await (i % 2 ? second : first)
        .anonymous()
        .post('/api/auth/sign-in/email', { email: user.email, password: `wrong-${i}` });
      expect(wrong.status).toBe(401);
    }
    const credentials = { email: user.email, password: TEST_PASSWORD };
    const limited = await second.anonymous().post('/api/auth/sign-in/email', credentials);
    expect(limited.status).toBe(429);
    const waitS = Number(limited.headers.get('retry-after'));
    expect(waitS).toBeGreaterThan(0);
    expect(waitS).toBeLessThanOrEqual(900);
    clockMs += (waitS - 1) * 1000;
    expect((await first.anonymous().post('/api/auth/sign-in/email', credentials)).status).toBe(429);
    clockMs += 2000;
    expect((await first.anonymous().post('/api/auth/sign-in/email', credentials)).status).toBe(200);
  });
});
