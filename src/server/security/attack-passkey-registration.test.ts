/**
 * Attack suite, passkey registration (issue 35): junk sent as a registration to
 * `passkey/verify-registration`, after a real challenge, is answered 400 naming what is wrong,
 * never 500, and no passkey is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { expectApiError, sendRaw } from './attack.test-helpers.js';

const PASSKEY = '/api/auth/passkey';
const b64 = (text: string) => Buffer.from(text).toString('base64url');

const wellShaped = (response: Record<string, unknown>) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: b64('{}'), attestationObject: b64('junk'), ...response },
});

/** Junk registrations: the body's `response` field, and the field the answer should name. */
const JUNK: [unknown, RegExp][] = [
  ['x', /response/],
  [{}, /response/],
  [[], /response/],
  [{ id: 7, rawId: [], type: 'public-key', response: {} }, /response/],
  [wellShaped({ clientDataJSON: '%%%' }), /clientDataJSON/],
  [wellShaped({ clientDataJSON: b64('not json') }), /clientDataJSON/],
  [wellShaped({ attestationObject: '' }), /attestationObject|registration/],
  [wellShaped({}), /registration|clientDataJSON|attestation/],
];

describe.each(DATABASES)('junk passkey registrations on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** The session's cookie with a fresh registration challenge's. */
  async function withChallenge(sessionCookie: string): Promise<string> {
    const options = await fetch(`${server.baseUrl}${PASSKEY}/generate-register-options`, {
      headers: { cookie: sessionCookie },
    });
    expect(options.status).toBe(200);
    const challenge = options.headers.getSetCookie().map((c) => c.split(';')[0]);
    return [sessionCookie, ...challenge].join('; ');
  }

  it('answers 400 naming the problem, and stores no passkey', async () => {
    const eva = await server.signUp('Eva');
    for (const [response, named] of JUNK) {
      const cookie = await withChallenge(eva.cookie);
      const answer = await sendRaw(server.baseUrl, 'POST', `${PASSKEY}/verify-registration`, {
        cookie,
        body: { response },
      });
      const label = JSON.stringify(response).slice(0, 80);
      expectApiError(answer, 400, label);
      expect(JSON.stringify(answer.body.error), label).toMatch(named);
    }
    expect((await eva.get(`${PASSKEY}/list-user-passkeys`)).body).toEqual([]);
  });
});
