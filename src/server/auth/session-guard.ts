/** Resolves the signed-in user from the auth service's session; 401 without one. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInfo } from '../../common/schemas/user.js';
import { HttpError } from '../kernel/http-error.js';
import type { RequireUser } from '../kernel/route-access.js';
import type { AuthService } from './auth-service.js';
import { findRequestSession } from './session-lookup.js';
import { clinicRequiresTwoFactor } from './two-factor-policy.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserInfo | null;
    /** The auth session's id, once `requireUser` has found it (the lock screen counts by it). */
    authSessionId: string | null;
    /**
     * Better Auth's active organization of the session, as it names it: the clinic the session
     * works in, null for none. workspace-access.ts alone turns it into a `workspaceId`.
     */
    activeOrganizationId: string | null;
    /** The active clinic requires two-factor sign-in and this account has not set it up. */
    twoFactorOwed: boolean;
    /** This account signs in with a second factor (TOTP). */
    twoFactorEnabled: boolean;
  }
}

/** Adds `requireUser(request)`; routes call it first, so a route can't forget scoping. */
export function installSessionGuard(app: FastifyInstance, auth: AuthService): RequireUser {
  app.decorateRequest('user', null);
  app.decorateRequest('authSessionId', null);
  app.decorateRequest('activeOrganizationId', null);
  app.decorateRequest('twoFactorOwed', false);
  app.decorateRequest('twoFactorEnabled', false);

  return async function requireUser(request: FastifyRequest): Promise<UserInfo> {
    if (request.user) return request.user;
    if (!request.headers.cookie) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
    const authSession = await findRequestSession(auth, request.headers.cookie);
    if (!authSession) {
      throw new HttpError(401, 'unauthorized', 'Your session has ended; sign in again');
    }
    const { id, email, name } = authSession.user;
    request.user = { id, email, name: name ?? '' };
    request.authSessionId = authSession.session.id;
    const active = (authSession.session as { activeOrganizationId?: string | null })
      .activeOrganizationId;
    request.activeOrganizationId = active || null;
    const twoFactorEnabled = (authSession.user as { twoFactorEnabled?: boolean | null })
      .twoFactorEnabled;
    request.twoFactorEnabled = twoFactorEnabled === true;
    if (request.activeOrganizationId && !twoFactorEnabled) {
      request.twoFactorOwed = await clinicRequiresTwoFactor(
        await auth.$context,
        request.activeOrganizationId,
      );
    }
    return request.user;
  };
}
