import { parseCookies, serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { verifiedCookieValue } from './session-lookup.js';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';

/** The cookie's value as the browser sends it back, signed by Better Auth's own library. */
async function signed(value: string, secret = SECRET): Promise<string> {
  const cookie = await serializeSignedCookie('ritmo.session_token', value, secret);
  return parseCookies(cookie.split(';')[0]!).get('ritmo.session_token')!;
}

describe('verifiedCookieValue', () => {
  it('accepts the value better-call signed with the secret', async () => {
    expect(verifiedCookieValue(await signed('tok.en-1'), SECRET)).toBe('tok.en-1');
  });

  it('refuses another secret, a changed value or signature, and no signature', async () => {
    const cookie = await signed('token-1');
    expect(verifiedCookieValue(await signed('token-1', `${SECRET}x`), SECRET)).toBeNull();
    expect(verifiedCookieValue(cookie.replace('token-1', 'token-2'), SECRET)).toBeNull();
    expect(verifiedCookieValue(`${cookie.slice(0, -2)}A=`, SECRET)).toBeNull();
    expect(verifiedCookieValue('token-1', SECRET)).toBeNull();
    expect(verifiedCookieValue('.abc', SECRET)).toBeNull();
    expect(verifiedCookieValue(undefined, SECRET)).toBeNull();
  });
});
