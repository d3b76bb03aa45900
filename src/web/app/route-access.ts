/** Who may open which route, from the route table. Pure, so the guard is unit-tested without a browser. */
import { matchPath } from 'react-router';
import type { UserInfo } from '../../common/schemas/user';
import { HOME_PATH, LOGIN_PATH, ROUTES } from '../lib/paths';

/** A route's rule covers the paths below it too (`/results/a/b`): nothing under a guarded page is open. */
const RULES = Object.values(ROUTES)
  .filter((route) => route.access !== 'anyone')
  .flatMap((route) => [
    { pattern: route.path, access: route.access },
    { pattern: `${route.path}/*`, access: route.access },
  ]);

/**
 * Where to send a visitor instead of `path`, or null to show it. Redirects carry no message.
 * `user` is the locally stored user info, already checked against userInfoSchema (user-store):
 * signed in means it is there; the auth service is not asked.
 */
export function decideRoute(path: string, user: UserInfo | null): string | null {
  // Match as the router does: case-insensitive, decoded, trailing slash ignored.
  const pathname = safeDecode(path);
  if (matchPath('/', pathname)) return HOME_PATH;
  const rule = RULES.find((entry) => matchPath(entry.pattern, pathname));
  if (!rule) return null;
  const signedIn = user !== null;
  if (rule.access === 'signed-in' && !signedIn) return LOGIN_PATH;
  if (rule.access === 'signed-out' && signedIn) return HOME_PATH;
  return null;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
