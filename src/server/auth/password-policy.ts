/**
 * Better Auth plugin for new passwords: each must pass judgeNewPassword (length, not guessable),
 * answered as a 400 naming the field; and a changed password ends every other auth session
 * (a device signed in with the old password, maybe by someone who learned it, is signed out).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import {
  judgeNewPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordProblem,
} from '../../common/password/new-password.js';

/** The endpoints that set a password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

const MESSAGES: Record<PasswordProblem, string> = {
  too_short: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
  too_long: `must be at most ${MAX_PASSWORD_LENGTH} characters`,
  too_guessable: 'is too easy to guess: avoid common passwords, names and simple patterns',
};

const CODES: Record<PasswordProblem, string> = {
  too_short: 'PASSWORD_TOO_SHORT',
  too_long: 'PASSWORD_TOO_LONG',
  too_guessable: 'PASSWORD_TOO_GUESSABLE',
};

/** Why `password` cannot be a new password, in words after "Password …"; null when it can. */
export function newPasswordProblem(password: string, userInputs: string[]): string | null {
  const { problem } = judgeNewPassword(password, userInputs);
  return problem && MESSAGES[problem];
}

type Body = Record<string, unknown> | undefined;

export const passwordPolicy = {
  id: 'ritmo-password-policy',
  hooks: {
    before: [
      {
        matcher: (ctx) => Boolean(ctx.path && ctx.path in NEW_PASSWORD_FIELD),
        handler: createAuthMiddleware(async (ctx) => {
          const field = NEW_PASSWORD_FIELD[ctx.path]!;
          const body = ctx.body as Body;
          const password = body?.[field];
          // Not a string: the endpoint's own validation answers.
          if (typeof password !== 'string') return;
          const user =
            ctx.path === '/change-password' ? (await getSessionFromCtx(ctx))?.user : null;
          const inputs = [body?.email, body?.name, user?.email, user?.name];
          const { problem } = judgeNewPassword(
            password,
            inputs.filter((input): input is string => typeof input === 'string'),
          );
          if (!problem) return;
          const message = `Password ${MESSAGES[problem]}`;
          throw new APIError('BAD_REQUEST', {
            message,
            code: CODES[problem],
            details: [{ field: `body.${field}`, message: MESSAGES[problem] }],
          });
        }),
      },
      {
        // Whatever the client asks: the new password must end the sessions of the old one.
        matcher: (ctx) => ctx.path === '/change-password',
        handler: createAuthMiddleware(async (ctx) => ({
          context: { body: { ...(ctx.body as Body), revokeOtherSessions: true } },
        })),
      },
    ],
  },
} satisfies BetterAuthPlugin;
