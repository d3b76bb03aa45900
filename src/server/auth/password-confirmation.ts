/**
 * Checks a signed-in user's password before an action that cannot be undone (deleting the
 * account), with Better Auth's own hashing, and counted with failed sign-ins: a stolen session
 * cookie must not become a way to guess the password.
 */
import type { Config } from '../config.js';
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
