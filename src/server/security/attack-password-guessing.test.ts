/**
 * Attack suite, password guessing: bursts of parallel guesses, made-up forwarding headers to look
 * like many addresses (with no proxy trusted, and behind a trusted one), and a stolen cookie
 * guessing through DELETE /api/me (counted per session and account with the lock screen, not with
 * sign-ins). Limits: five failures per account, twenty per address. Each
 * describe starts its own server, so every attack begins with fresh counts for its address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import { expectApiError, sendRaw } from './attack.test-helpers.js';

function useGuessingServer(kind: (typeof DATABASES)[number], env: Record<string, string> = {}) {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer(kind, { SIGNIN_RATE_LIMIT_MAX: '5', ...env });
  });
  afterAll(() => holder.server.close());
  return holder;
}

const signIn = (server: TestServer, email: string, password: string, cookie?: string) =>
  sendRaw(server.baseUrl, 'POST', '/api/auth/sign-in/email', { body: { email, password }, cookie });

describe.each(DATABASES)('parallel password guesses on %s', (kind) => {
  const holder = useGuessingServer(kind);

  it('get no more tries than the limit, however many are sent at once', async () => {
    const { server } = holder;
    const victim = await server.signUp('Victim');
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(server, victim.email, `guess-${i}`)),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    for (const response of guesses.filter((r) => r.status === 429)) expectApiError(response, 429);
    expect((await signIn(server, victim.email, TEST_PASSWORD)).status).toBe(429);
  });
});

describe.each(DATABASES)('forwarding headers made up by the client on %s', (kind) => {
  const holder = useGuessingServer(kind);

  it('do not make one address look like many', async () => {
    const { server } = holder;
    const victim = await server.signUp('Victim');
    const statuses = await guessFromForgedAddresses(server, (i) => ({
      'x-forwarded-for': `203.0.113.${i}`,
      'x-real-ip': `198.51.100.${i}`,
      'x-ritmo-client-ip': `192.0.2.${i}`,
    }));
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    expect((await signIn(server, victim.email, TEST_PASSWORD)).status).toBe(429);
  });
});

/** 24 wrong sign-ins on made-up accounts, each with its own forged headers: the statuses. */
async function guessFromForgedAddresses(
  server: TestServer,
  forged: (i: number) => Record<string, string>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < 24; i++) {
    const response = await server
      .anonymous()
      .request(
        'POST',
        '/api/auth/sign-in/email',
        { email: `target-${i}@clinic.test`, password: 'guess' },
        { headers: forged(i) },
      );
    statuses.push(response.status);
  }
  return statuses;
}

describe.each(DATABASES)(
  'a client forging X-Forwarded-For behind a trusted proxy on %s',
  (kind) => {
    // The test client connects from loopback: it plays the proxy, which appends the address it saw.
    const holder = useGuessingServer(kind, { TRUST_PROXY: '127.0.0.1' });

    it('is counted at the address the proxy saw', async () => {
      const { server } = holder;
      const statuses = await guessFromForgedAddresses(server, (i) => ({
        'x-forwarded-for': `203.0.113.${i}, 198.51.100.7`,
        'x-ritmo-client-ip': `192.0.2.${i}`,
      }));
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      // Another client behind the same proxy is not held back.
      const victim = await server.signUp('Victim');
      const other = await server
        .anonymous()
        .request(
          'POST',
          '/api/auth/sign-in/email',
          { email: victim.email, password: TEST_PASSWORD },
          { headers: { 'x-forwarded-for': '198.51.100.8' } },
        );
      expect(other.status).toBe(200);
    });
  },
);

describe.each(DATABASES)('a stolen cookie guessing the password on %s', (kind) => {
  const holder = useGuessingServer(kind);

  it('gets the same five tries through DELETE /api/me, and deletes nothing', async () => {
    const { server } = holder;
    const victim = await server.signUp('Victim');
    const deleteMe = (password: string) =>
      sendRaw(server.baseUrl, 'DELETE', '/api/me', {
        cookie: victim.cookie,
        body: { confirmEmail: victim.email, password },
      });
    for (let i = 0; i < 5; i++) expectApiError(await deleteMe(`guess-${i}`), 400, `guess ${i}`);
    const right = await deleteMe(TEST_PASSWORD);
    expectApiError(right, 429, 'the right password, once locked');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // One count per session for every password form: the lock screen gives no fresh tries.
    const unlock = sendRaw(server.baseUrl, 'POST', '/api/me/unlock', {
      cookie: victim.cookie,
      body: { password: 'guess-6' },
    });
    expectApiError(await unlock, 429, 'unlock after the deletion guesses');
    // Counted apart from sign-ins: the thief's guesses do not lock the owner out (issue 35).
    expect((await signIn(server, victim.email, TEST_PASSWORD)).status).toBe(200);
    expect((await victim.get('/api/me')).status).toBe(200);
  });

  it("deletes the account after strangers' failed sign-ins for its e-mail (issue 35)", async () => {
    const { server } = holder;
    const leaving = await server.signUp('Leaving Clinician');
    for (let i = 0; i < 8; i++) {
      const guess = await signIn(server, leaving.email, `stranger-${i}`);
      expect([401, 429]).toContain(guess.status);
    }
    expect((await signIn(server, leaving.email, TEST_PASSWORD)).status).toBe(429);
    const done = await leaving.request('DELETE', '/api/me', {
      confirmEmail: leaving.email,
      password: TEST_PASSWORD,
    });
    expect(done.status).toBe(204);
  });
});
