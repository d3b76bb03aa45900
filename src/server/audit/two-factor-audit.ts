/**
 * Better Auth plugin: puts the account's second factors into its trail and that of every clinic
 * it belongs to (SBIS NGS1 audit, HIPAA §164.312(b)): two-factor turned on and off, backup codes
 * used or made anew, passkeys added and removed, sign-ins finished with a second factor or a
 * passkey, a sign-in's second step refused, and another device signed out from Settings →
 * Account. Logged after Better Auth has answered; a refusal only for a sign-in's second step.
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

/** The second steps of a sign-in: a refused one is logged like a wrong password. */
const SECOND_STEPS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

interface PendingSignInContext {
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie(name: string): { name: string };
    internalAdapter: { findVerificationValue(id: string): Promise<{ value: string } | null> };
  };
}

/**
 * The account a pending sign-in belongs to: the two_factor cookie (signed) names a verification
 * row whose value is the user id, as Better Auth's own verifyTwoFactor reads it.
 */
export async function pendingSignInUserId(ctx: object): Promise<string | null> {
  const endpoint = ctx as unknown as PendingSignInContext;
  const cookie = endpoint.context.createAuthCookie('two_factor');
  const identifier = await endpoint.getSignedCookie(cookie.name, endpoint.context.secret);
  if (!identifier) return null;
  const pending = await endpoint.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** The account a pending sign-in belongs to (its two_factor cookie). */
async function pendingSignInUser(ctx: HookContext): Promise<UserRow | null> {
  const userId = await pendingSignInUserId(ctx);
  return userId ? userOf(ctx, userId) : null;
}

/** What a call did, and to whom: from the answer or from the session. */
async function eventsOf(
  ctx: HookContext,
): Promise<{ user: UserRow; actions: AuditAction[] } | null> {
  const answer = ctx.context.returned;
  if (isAPIError(answer) && SECOND_STEPS.has(ctx.path ?? '') && finishesSignIn(ctx)) {
    // A wrong or spent code, or too many of them (HIPAA §164.308(a)(5)(ii)(C) log-in monitoring).
    const user = await pendingSignInUser(ctx);
    return user ? { user, actions: ['account.two-factor-failed'] } : null;
  }
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
