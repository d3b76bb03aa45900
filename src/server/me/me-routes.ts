/**
 * /api/me: who is signed in, and deleting the account (LGPD) with its workspace's patients and
 * sessions. Deleting needs the account's e-mail typed (against a slip) and its password (against
 * whoever holds an unlocked device or a stolen cookie). The only owner of a clinic with other
 * members is asked to make one of them an owner first (409, one detail per clinic). And the
 * session's inactivity lock: locking it, unlocking it with the password, and the web app's
 * "still in use" while it sends nothing else (auth/session-lock-guard.ts holds the lock).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { MAX_PASSWORD_LENGTH } from '../../common/password/password-limits.js';
import { userInfoSchema } from '../../common/schemas/user.js';
import type { AuthService } from '../auth/auth-service.js';
import { clinicsLeftWithoutOwner } from '../auth/last-manager.js';
import {
  type PasswordConfirmations,
  requirePasswordConfirmed,
} from '../auth/password-confirmation.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { WorkspaceRepository } from '../workspaces/workspace-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface MeRoutesContext extends Pick<RouteAccess, 'requireUser'> {
  workspaces: WorkspaceRepository;
}

/** The session's stored inactivity lock (auth/session-locks.ts). */
export interface SessionLockStore {
  lock(sessionId: string): Promise<void>;
  unlock(sessionId: string): Promise<void>;
}

const deleteMeSchema = z.object({
  confirmEmail: z.string().trim().min(1, 'type your e-mail to confirm'),
  password: z.string().min(1, 'type your password to confirm').max(MAX_PASSWORD_LENGTH),
});

const unlockSchema = z.object({
  password: z.string().min(1, 'type your password').max(MAX_PASSWORD_LENGTH),
});

const ops = {
  get: {
    method: 'GET',
    url: apiRoutes.me,
    tag: 'me',
    summary: 'Who is signed in',
    ok: { status: 200, description: '`{ id, email, name }`', schema: userInfoSchema },
  },
  unlock: {
    method: 'POST',
    url: apiRoutes.meUnlock,
    tag: 'me',
    summary: "The inactivity lock's password check",
    description:
      'Wrong → 400 naming `body.password`; too many wrong for the session or the account → 429 (counted apart from sign-ins).',
    body: unlockSchema,
    whileLocked: true,
    ok: { status: 204, description: 'The password is right' },
    refusals: [429],
  },
  lock: {
    method: 'POST',
    url: apiRoutes.meLock,
    tag: 'me',
    summary: 'The screen locked: hold the session behind the inactivity lock',
    description:
      "Until `POST /api/me/unlock`, the session's data requests answer 423 `locked`, from every copy of its cookie (decision 0013).",
    whileLocked: true,
    ok: { status: 204, description: 'Locked' },
  },
  activity: {
    method: 'POST',
    url: apiRoutes.meActivity,
    tag: 'me',
    summary: 'The clinician is at work on a screen that sends nothing (a long recording)',
    description:
      "Counts as use for the server's idle lock; the web app sends it at most once a minute.",
    ok: { status: 204, description: 'Noted' },
  },
  delete: {
    method: 'DELETE',
    url: apiRoutes.me,
    tag: 'me',
    summary: "Delete the account and its personal workspace's data (LGPD)",
    description:
      "Ends every session first; a clinic's records stay with the clinic. `confirmEmail` must be the account's e-mail. 409 (`details` keyed `clinics.<id>`) while the account is the only owner of a clinic with other members. A wrong password counts with failed sign-ins (429).",
    body: deleteMeSchema,
    ok: { status: 204, description: 'Deleted' },
    refusals: [409, 429],
  },
} as const satisfies Record<string, ApiOperation>;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'validation_failed', `Invalid body: ${field}`, [{ field, message }]);
}

export function registerMeRoutes(
  app: FastifyInstance,
  ctx: MeRoutesContext,
  auth: AuthService,
  passwords: PasswordConfirmations,
  locks: SessionLockStore,
): void {
  addRoute(app, ops.get, async (request) => {
    const { id, email, name } = await ctx.requireUser(request);
    await ctx.workspaces.ensure(id);
    return { id, email, name };
  });

  // The inactivity lock's password, counted per session and account, not with sign-ins.
  addRoute(app, ops.unlock, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { password } = parseInput(ops.unlock.body, request.body ?? {}, 'body');
    const sessionId = request.authSessionId ?? user.id;
    requirePasswordConfirmed(await passwords.inSession(user, sessionId, password), reply);
    await locks.unlock(sessionId);
    return reply.status(204).send();
  });

  // The web app's screen locked: the session's data requests answer 423 until the unlock.
  addRoute(app, ops.lock, async (request, reply) => {
    const user = await ctx.requireUser(request);
    await locks.lock(request.authSessionId ?? user.id);
    return reply.status(204).send();
  });

  // Input on a screen that sends nothing (a long recording): the lock guard counts it as use.
  addRoute(app, ops.activity, async (request, reply) => {
    await ctx.requireUser(request);
    return reply.status(204).send();
  });

  addRoute(app, ops.delete, async (request, reply) => {
    const user = await ctx.requireUser(request);
    // The personal workspace, whichever clinic the session works in: a clinic's records stay
    // with the clinic when one of its members leaves.
    const workspaceId = user.id;
    const { confirmEmail, password } = parseInput(ops.delete.body, request.body ?? {}, 'body');
    if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw invalid('body.confirmEmail', 'does not match the account e-mail');
    }
    const sessionId = request.authSessionId ?? user.id;
    requirePasswordConfirmed(await passwords.inSession(user, sessionId, password), reply);
    const stranded = await clinicsLeftWithoutOwner(auth, user.id);
    if (stranded.length > 0) {
      throw new HttpError(
        409,
        'conflict',
        'You are the only owner of a clinic that has other members: make one of them an owner first',
        stranded.map((id) => ({
          field: `clinics.${id}`,
          message: 'would be left without an owner',
        })),
      );
    }
    const internal = (await auth.$context).internalAdapter;
    // Sessions first: no other device of this user can write while the workspace is emptied.
    await internal.deleteUserSessions(user.id);
    await ctx.workspaces.removeAll(workspaceId);
    await internal.deleteAccounts(user.id);
    await internal.deleteUser(user.id);
    request.log.info({ userId: user.id }, 'account deleted');
    return reply.status(204).send();
  });
}
