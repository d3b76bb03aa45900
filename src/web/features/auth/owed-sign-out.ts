/**
 * A sign-out made offline wipes this device but cannot reach the server: the auth session's
 * cookie is http-only (the app can neither read nor delete it), survives the wipe, and keeps the
 * session valid for up to 30 days for anyone using this browser. So a note says a server
 * sign-out is owed, and the next chance pays it: POST sign-out, which the browser sends with
 * that cookie by itself, ends the session on the server and clears the cookie.
 *
 * The note is a cookie holding a flag and nothing of the user: it goes when the site's cookies
 * are cleared (with the session cookie it refers to) and expires when that session would.
 */
import { useEffect } from 'react';
import { apiPaths } from '../../../common/api/api-paths';

const NOTE = 'ritmo-sign-out-owed';
/** The auth service's session lifetime (server auth-service.ts `expiresIn`). */
const SESSION_LIFETIME_S = 30 * 24 * 60 * 60;

function writeNote(value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox.
  document.cookie = `${NOTE}=${value}; Max-Age=${maxAgeS}; Path=/; SameSite=Strict${secure}`;
}

export function noteOwedSignOut(): void {
  writeNote('1', SESSION_LIFETIME_S);
}

/** A sign-in replaces the session cookie: the old session can no longer be ended from here. */
export function forgetOwedSignOut(): void {
  writeNote('', 0);
}

export function signOutIsOwed(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).includes(`${NOTE}=1`);
}

let settling: Promise<void> | null = null;

/** Ends the session left behind by an offline sign-out, if any; the note stays until it works. */
export function settleOwedSignOut(): Promise<void> {
  if (!signOutIsOwed()) return Promise.resolve();
  settling ??= fetch(apiPaths.auth.signOut, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '{}',
  })
    .then((response) => {
      if (response.ok) forgetOwedSignOut();
    })
    .catch(() => undefined) // Still offline: the next chance will do.
    .finally(() => {
      settling = null;
    });
  return settling;
}

/** For the signed-out pages: pays an owed sign-out now, and again whenever the device is online. */
export function useSettleOwedSignOut(): void {
  useEffect(() => {
    const settle = () => void settleOwedSignOut();
    settle();
    window.addEventListener('online', settle);
    return () => window.removeEventListener('online', settle);
  }, []);
}
