/**
 * Checks a signed-in user's password before an action that cannot be undone (deleting the
 * account, signing a prescription) or that ends a lock, with Better Auth's own hashing, and
 * counted with failed sign-ins: a stolen session cookie must not become a way to guess the
 * password.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../kernel/http-error.js';
import type { AuthService } from './auth-service.js';
import { passwordFailures } from './password-failures.js';

export type PasswordConfirmation = 'correct' | 'wrong' | { retryAfterS: number };

export function createPasswordConfirmation(auth: AuthService, limits: Config['signInRateLimit']) {
  return async function confirmPassword(
    user: { id: string; email: string },
    password: string,
    address: string,
  ): Promise<PasswordConfirmation> {
    const context = await auth.$context;
    const failures = passwordFailures(context.adapter, limits);
    const attempt = { email: user.email, address };
    const verdict = await failures.begin(attempt);
    if (!verdict.allowed) return { retryAfterS: verdict.retryAfterS };
    const account = await context.internalAdapter.findCredentialAccount(user.id);
    const correct = account?.password
      ? await context.password.verify({ hash: account.password, password })
      : false;
    if (!correct) return 'wrong';
    await failures.forgive(attempt);
    return 'correct';
  };
}
export type ConfirmPassword = ReturnType<typeof createPasswordConfirmation>;

/** Throws 400 naming body.password when wrong, 429 with Retry-After after too many. */
export async function requirePasswordConfirmed(
  confirmPassword: ConfirmPassword,
  user: { id: string; email: string },
  password: string,
  request: { ip: string },
  reply: FastifyReply,
): Promise<void> {
  const confirmation = await confirmPassword(user, password, request.ip);
  if (confirmation === 'wrong') {
    throw new HttpError(400, 'validation_failed', 'Invalid body: body.password', [
      { field: 'body.password', message: 'is not the account password' },
    ]);
  }
  if (confirmation !== 'correct') {
    reply.header('retry-after', String(confirmation.retryAfterS));
    throw new HttpError(429, 'too_many_requests', 'Too many failed attempts. Try again later.');
  }
}
