/**
 * Better Auth plugin for Settings → Your devices: `list-sessions` answers without each session's
 * token (the token is the session cookie's value: a script that read the list held every other
 * device's sign-in), and `revoke-session` takes that list's opaque `id` instead, turned into the
 * token here. A session id that is not one of the caller's is answered as one that does not exist.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

interface SessionRow {
  token: string;
  userId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const noSuchSession = () =>
  new APIError('NOT_FOUND', {
    message: 'No such session of this account',
    code: 'SESSION_NOT_FOUND',
    details: [{ field: 'body.id', message: 'is not a session of this account' }],
  });

export const sessionList = {
  id: 'ritmo-session-list',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === '/revoke-session',
        handler: createAuthMiddleware(async (ctx) => {
          const body: unknown = ctx.body;
          // A token (the device's own, or an older app's) goes on to Better Auth's own check.
          if (!isObject(body) || body.token !== undefined || typeof body.id !== 'string') return;
          const caller = await getSessionFromCtx(ctx);
          if (!caller) throw new APIError('UNAUTHORIZED', { message: 'Sign in to continue' });
          const row = await ctx.context.adapter.findOne<SessionRow>({
            model: 'session',
            where: [{ field: 'id', value: body.id }],
          });
          if (!row || row.userId !== caller.user.id) throw noSuchSession();
          return { context: { body: { token: row.token } } };
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => ctx.path === '/list-sessions',
        handler: createAuthMiddleware(async (ctx) => {
          // Edited where it lies: an after hook's own return does not replace the answer.
          const returned: unknown = ctx.context.returned;
          if (!Array.isArray(returned)) return;
          for (const session of returned) if (isObject(session)) delete session.token;
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
