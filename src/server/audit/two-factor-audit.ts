/**
 * Better Auth plugin: puts the account's second factors into its trail and that of every clinic
 * it belongs to (SBIS NGS1 audit, HIPAA §164.312(b)): two-factor turned on and off, backup codes
 * used or made anew, passkeys added and removed, sign-ins finished with a second factor or a
 * passkey, and another device signed out from Settings → Account. Logged after Better Auth has
 * answered, only when it succeeded.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { AuditAction } from '../../common/schemas/audit.js';
import {
  type AuditRecorder,
  actorOfUser,
  type HookContext,
  trailsOfAccount,
  type UserRow,
} from './auth-audit.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sign-in's pending second step travels in this cookie (Better Auth's two_factor). */
function finishesSignIn(ctx: HookContext): boolean {
  const cookie = (ctx.request?.headers ?? ctx.headers)?.get('cookie') ?? '';
  return /(^|;\s*)(__Secure-)?[\w-]+\.two_factor=/.test(cookie);
}

/** What a successful call did, and to whom: from the answer or from the session. */
async function eventsOf(
  ctx: HookContext,
): Promise<{ user: UserRow; actions: AuditAction[] } | null> {
  const answer = ctx.context.returned;
  if (!isObject(answer) || isAPIError(answer)) return null;
  const answered = isObject(answer.user) ? (answer.user as unknown as UserRow & Json) : null;
  switch (ctx.path) {
    case '/two-factor/verify-totp':
      if (!answered) return null;
      // Confirming the first code turns two-factor on; Better Auth answers with the user as the
      // session knew it, still without two-factor.
      if (answered.twoFactorEnabled === false) {
        return { user: answered, actions: ['account.two-factor-enable'] };
      }
      return finishesSignIn(ctx) ? { user: answered, actions: ['account.sign-in'] } : null;
    case '/two-factor/verify-backup-code':
      if (!answered) return null;
      return {
        user: answered,
        actions: finishesSignIn(ctx)
          ? ['account.backup-code-use', 'account.sign-in']
          : ['account.backup-code-use'],
      };
    case '/passkey/verify-authentication': {
      const session = isObject(answer.session) ? answer.session : null;
      const user = answered ?? (session ? await userOf(ctx, session.userId) : null);
      return user ? { user, actions: ['account.sign-in'] } : null;
    }
    default: {
      const action = SESSION_ACTIONS[ctx.path ?? ''];
      const session = await getSessionFromCtx(ctx as never);
      return action && session ? { user: session.user as UserRow, actions: [action] } : null;
    }
  }
}

async function userOf(ctx: HookContext, userId: unknown): Promise<UserRow | null> {
  if (typeof userId !== 'string') return null;
  return ctx.context.adapter.findOne<UserRow>({
    model: 'user',
    where: [{ field: 'id', value: userId }],
  });
}

/** Calls made from a signed-in session: the actor is that session's account. */
const SESSION_ACTIONS: Record<string, AuditAction> = {
  '/two-factor/disable': 'account.two-factor-disable',
  '/two-factor/generate-backup-codes': 'account.backup-codes-new',
  '/passkey/verify-registration': 'account.passkey-add',
  '/passkey/delete-passkey': 'account.passkey-remove',
  '/revoke-session': 'account.session-revoke',
};
const PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
  ...Object.keys(SESSION_ACTIONS),
]);

export function twoFactorAudit(record: AuditRecorder) {
  return {
    id: 'ritmo-two-factor-audit',
    hooks: {
      after: [
        {
          matcher: (ctx) => PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const hook = ctx as unknown as HookContext;
            const events = await eventsOf(hook);
            if (!events) return;
            const trails = await trailsOfAccount(hook, events.user.id);
            const actor = actorOfUser(hook, events.user);
            for (const action of events.actions) await record(trails, actor, { action });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
