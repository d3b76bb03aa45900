/**
 * A clinic's devices share one address and read their sessions all day: those reads are never
 * limited per address, while sign-ups from one address still are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { SESSION_READS } from './auth-rate-limits.js';

/** Better Auth's general limit for one address on one path. */
const GENERAL_MAX = 300;
const CLINIC_ADDRESS = { 'x-forwarded-for': '10.9.0.1' };

describe.each(DATABASES)('per-address auth limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SIGNIN_RATE_LIMIT_MAX: '5', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('a clinic reads its session and workspaces more often than the general limit', async () => {
    const user = await server.signUp();
    const statuses = new Set<number>();
    for (let i = 0; i < GENERAL_MAX + 20; i++) {
      for (const path of ['/get-session', '/organization/list']) {
        const answer = await user.request('GET', `/api/auth${path}`, undefined, {
          headers: CLINIC_ADDRESS,
        });
        statuses.add(answer.status);
      }
    }
    expect([...statuses]).toEqual([200]);
    // Every other session read is exempt too, not only the two hammered above.
    for (const path of SESSION_READS) {
      const answer = await user.request('GET', `/api/auth${path}`, undefined, {
        headers: CLINIC_ADDRESS,
      });
      expect(answer.status, path).not.toBe(429);
    }
  });

  it('sign-ups from one address are still limited (ten a minute here)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await server.anonymous().request(
        'POST',
        '/api/auth/sign-up/email',
        {
          email: `limit-${i}-${Date.now()}@clinic.test`,
          password: 'correct horse battery',
          name: 'X',
        },
        { headers: { 'x-forwarded-for': '10.9.0.2' } },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
