/**
 * The inactivity lock, held by the auth session on the server (issue 35 #9; decision 0013). A
 * locked session's requests answer 423 `locked` until `POST /api/me/unlock`, whichever tab, script
 * or server copy sends them with its cookie. The web app locks it when its screen locks; the
 * server also locks a session by itself once its last request is older than its workspace's
 * limit, so a cookie whose app never said so is locked all the same. What the lock screen needs
 * still answers: the unlock, the session read, signing out, a passkey or a fresh sign-in, health.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { HttpError } from '../kernel/http-error.js';
import type { RequireUser } from '../kernel/route-access.js';
import type { SessionLocks } from './session-locks.js';

/**
 * A request moves the stored "last seen" at most this often (a write per request would cost
 * every request a write); so a session locks between its limit and a minute after it, never
 * before.
 */
export const SEEN_EVERY_MS = 60_000;

/** Data API routes that answer while locked. */
const OPEN_ROUTES: ReadonlySet<string> = new Set([
  apiRoutes.health,
  apiRoutes.healthLive,
  apiRoutes.config,
  apiRoutes.meUnlock,
  apiRoutes.meLock,
]);

/** Auth service paths that answer while locked: none of them reads or changes the account. */
const OPEN_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/get-session',
  '/sign-out',
  '/passkey/generate-authenticate-options',
  '/passkey/verify-authentication',
  '/request-password-reset',
  '/ok',
  '/error',
]);
const OPEN_AUTH_PREFIXES = ['/sign-in/', '/sign-up/', '/reset-password'];

const AUTH_PREFIX = apiRoutes.auth.slice(0, -2);

/** The auth path as the auth service will route it (`..` and `%2e%2e` resolved by URL alike). */
function opensWhileLocked(url: string): boolean {
  const path = new URL(url, 'http://ritmo.invalid').pathname.slice(AUTH_PREFIX.length);
  return OPEN_AUTH_PATHS.has(path) || OPEN_AUTH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export const lockedError = () =>
  new HttpError(423, 'locked', 'The screen is locked: unlock it with your password');

export interface SessionLockGuardOptions {
  requireUser: RequireUser;
  locks: SessionLocks;
  /** The inactivity limit, in minutes, of the workspace the request's session works in. */
  limitMinutesOf(request: FastifyRequest, userId: string): Promise<number>;
}

/** The signed-in session of the request, or null (no session: the route answers 401 itself). */
async function sessionOf(
  request: FastifyRequest,
  requireUser: RequireUser,
  isAuthRoute: boolean,
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const user = await requireUser(request);
    return request.authSessionId ? { userId: user.id, sessionId: request.authSessionId } : null;
  } catch (error) {
    // The auth service's own routes tell an outage from a signed-out request themselves.
    if (isAuthRoute || (error instanceof HttpError && error.statusCode === 401)) return null;
    throw error;
  }
}

export function installSessionLockGuard(
  app: FastifyInstance,
  { requireUser, locks, limitMinutesOf }: SessionLockGuardOptions,
): void {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || OPEN_ROUTES.has(route) || !request.headers.cookie) return;
    const isAuthRoute = route === apiRoutes.auth;
    if (isAuthRoute && opensWhileLocked(request.url)) return;
    const session = await sessionOf(request, requireUser, isAuthRoute);
    if (!session) return;
    const state = await locks.stateOf(session.sessionId);
    // No row: a session from before the server held the lock; its count starts now.
    if (!state) return locks.seen(session.sessionId);
    if (state.lockedAt !== null) throw lockedError();
    const idleMs = locks.now() - state.lastSeenAt;
    if (idleMs <= SEEN_EVERY_MS) return;
    // The last request may be up to SEEN_EVERY_MS after the stored one: never locked early.
    const limitMs = (await limitMinutesOf(request, session.userId)) * 60_000;
    if (idleMs - SEEN_EVERY_MS > limitMs) {
      await locks.lock(session.sessionId);
      throw lockedError();
    }
    await locks.seen(session.sessionId);
  });
}
