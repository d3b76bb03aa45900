/**
 * The session a request's cookie names, as Better Auth's `getSession` finds it (better-auth
 * 1.7, routes/session.ts, without the cookie cache, which Ritmo leaves off), read straight
 * through its internal adapter. Every request still reads the session and user from the auth
 * database (a sign-out or a removal holds at once on every copy) and checks the cookie's
 * signature and the session's expiry; what it skips is the endpoint pipeline around them and
 * WebCrypto's key import and HMAC as thread-pool jobs, which were a quarter of an activity
 * save's CPU. The signature is Better Auth's: HMAC-SHA256 of the token with the secret, base64.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import type { AuthService } from './auth-service.js';

type AuthContext = Awaited<AuthService['$context']>;
export type FoundSession = NonNullable<
  Awaited<ReturnType<AuthContext['internalAdapter']['findSession']>>
>;

/** The value of a signed cookie whose signature holds, else null. */
export function verifiedCookieValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const at = cookie.lastIndexOf('.');
  if (at < 1) return null;
  const value = cookie.slice(0, at);
  const signature = Buffer.from(cookie.slice(at + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? value
    : null;
}

/** Null for no session, a bad signature, an unknown or expired session. */
export async function findRequestSession(
  auth: AuthService,
  cookieHeader: string,
  now: number = Date.now(),
): Promise<FoundSession | null> {
  const context = await auth.$context;
  const cookies = parseCookies(cookieHeader);
  const { sessionToken, dontRememberToken } = context.authCookies;
  const token = verifiedCookieValue(cookies.get(sessionToken.name), context.secret);
  if (!token) return null;
  const found = await context.internalAdapter.findSession(token);
  if (!found) return null;
  if (found.session.expiresAt.getTime() < now) {
    await context.internalAdapter.deleteSession(token);
    return null;
  }
  // As getSession: a session not to be remembered is never extended; others once a day.
  if (verifiedCookieValue(cookies.get(dontRememberToken.name), context.secret)) return found;
  const { expiresIn, updateAge } = context.sessionConfig;
  if (found.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > now) return found;
  const updated = await context.internalAdapter.updateSession(token, {
    expiresAt: new Date(now + expiresIn * 1000),
    updatedAt: new Date(now),
  });
  return updated ? found : null;
}
