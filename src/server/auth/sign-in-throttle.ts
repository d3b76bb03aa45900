/**
 * Better Auth plugin: limits failed sign-ins per account and per address (password-failures.ts).
 * It replaces Better Auth's own limit on /sign-in/email, which counts every request per address
 * only: that locked out a clinic sharing one address after a few good sign-ins, yet let one
 * address try a password on many accounts.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { clientAddressOf } from '../kernel/client-address.js';
import {
  type FailureLimits,
  type PasswordAttempt,
  passwordFailureSchema,
  passwordFailures,
} from './password-failures.js';

const SIGN_IN_PATH = '/sign-in/email';

interface HookContext {
  body?: unknown;
  headers?: Headers;
  request?: Request;
}

/** Null for a body without an e-mail: the endpoint refuses it before any password is checked. */
function attemptOf(ctx: HookContext): PasswordAttempt | null {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return { email, address: clientAddressOf(ctx.request?.headers ?? ctx.headers) };
}

export function tooManyAttempts(retryAfterS: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: 'Too many failed attempts. Try again later.', code: 'TOO_MANY_ATTEMPTS' },
    { 'Retry-After': String(retryAfterS) },
  );
}

export function signInThrottle(limits: FailureLimits, now: () => number = Date.now) {
  return {
    id: 'ritmo-sign-in-throttle',
    schema: passwordFailureSchema,
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attemptOf(ctx);
            if (!attempt) return;
            const verdict = await passwordFailures(ctx.context.adapter, limits, now).begin(attempt);
            if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterS);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attemptOf(ctx);
            if (!attempt) return;
            // 401 is a wrong password or an unknown e-mail (one answer for both): it stays counted.
            const returned = ctx.context.returned;
            if (isAPIError(returned) && returned.statusCode === 401) return;
            await passwordFailures(ctx.context.adapter, limits, now).forgive(attempt);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
