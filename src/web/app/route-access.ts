/** Who may open which route, from the route table. Pure, so the guard is unit-tested without a browser. */
import { matchPath } from 'react-router';
import type { StoredUserInfo } from '../../common/schemas/user';
import { HOME_PATH, LOGIN_PATH, ME_PATH, ROUTES } from '../lib/paths';

/** A route's rule covers the paths below it too (`/results/a/b`): nothing under a guarded page is open. */
const RULES = Object.values(ROUTES)
  .filter((route) => route.access !== 'anyone')
  .flatMap((route: { path: string; access: 'signed-in' | 'signed-out'; layout?: 'me' }) => [
    { pattern: route.path, access: route.access, me: route.layout === 'me' },
    { pattern: `${route.path}/*`, access: route.access, me: route.layout === 'me' },
  ]);

/**
 * A patient account (decision 0017: linked to a patient, no clinic, no patients of its own):
 * its start is /me and no clinic screen is ever opened for it.
 */
export const isPatientAccount = (user: StoredUserInfo | null): boolean =>
  user?.home?.patientAccount === true;

/** Where a signed-in user starts: Home, or /me for a patient account. */
export const startPathOf = (user: StoredUserInfo | null): string =>
  isPatientAccount(user) ? ME_PATH : HOME_PATH;

/**
 * Where to send a visitor instead of `path`, or null to show it. Redirects carry no message.
 * `user` is the locally stored user info, already checked against userInfoSchema (user-store):
 * signed in means it is there; the auth service is not asked.
 */
export function decideRoute(path: string, user: StoredUserInfo | null): string | null {
  // Match as the router does: case-insensitive, decoded, trailing slash ignored.
  const pathname = safeDecode(path);
  if (matchPath('/', pathname)) return startPathOf(user);
  const rule = RULES.find((entry) => matchPath(entry.pattern, pathname));
  if (!rule) return null;
  const signedIn = user !== null;
  if (rule.access === 'signed-in' && !signedIn) return LOGIN_PATH;
  if (rule.access === 'signed-out' && signedIn) return startPathOf(user);
  if (rule.access === 'signed-in' && !rule.me && isPatientAccount(user)) return ME_PATH;
  return null;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
