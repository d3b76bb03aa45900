/** Resolves the signed-in clinician from the auth service's session; 401 without one. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserInfo } from '../../common/schemas/user.js';
import { HttpError } from '../http/http-error.js';
import { toFetchHeaders } from './auth-routes.js';
import type { AuthService } from './auth-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    clinician: UserInfo | null;
  }
}

export type OnFirstCall = (ownerId: string) => Promise<void>;

/** Adds `requireClinician(request)`; routes call it first, so a route can't forget scoping. */
export function installSessionGuard(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('clinician', null);

  return async function requireClinician(request: FastifyRequest): Promise<UserInfo> {
    if (request.clinician) return request.clinician;
    if (!request.headers.cookie) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) throw new HttpError(401, 'unauthorized', 'Your session has ended; sign in again');
    const { id, email, name } = session.user;
    request.clinician = { id, email, name: name ?? '' };
    return request.clinician;
  };
}
export type RequireClinician = ReturnType<typeof installSessionGuard>;
