/** Who may open which route. Pure, so the guard's decision is unit-tested without a browser. */
import { matchPath } from 'react-router';
import type { UserInfo } from '../../common/schemas/user';

type Access = 'signed-in' | 'signed-out';

/** Paths not listed (the not-found screen) are open to anyone. */
export const ROUTE_ACCESS: readonly { path: string; access: Access }[] = [
  { path: '/home', access: 'signed-in' },
  { path: '/connect', access: 'signed-in' },
  { path: '/activity', access: 'signed-in' },
  { path: '/results/*', access: 'signed-in' },
  { path: '/settings', access: 'signed-in' },
  { path: '/login', access: 'signed-out' },
  { path: '/signup', access: 'signed-out' },
];

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

/**
 * Where to send a visitor instead of `path`, or null to show it. Redirects carry no message.
 * `user` is the locally stored user info, already checked against userInfoSchema (user-store):
 * signed in means it is there; the auth service is not asked.
 */
export function decideRoute(path: string, user: UserInfo | null): string | null {
  // Match as the router does: case-insensitive, decoded, trailing slash ignored.
  const pathname = safeDecode(path);
  if (matchPath('/', pathname)) return HOME_PATH;
  const rule = ROUTE_ACCESS.find((entry) => matchPath(entry.path, pathname));
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
