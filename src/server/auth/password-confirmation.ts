/**
 * Checks a signed-in user's password with Better Auth's own hashing, counted so that a stolen
 * session cookie does not become a way to guess it: before signing a prescription (counted with
 * failed sign-ins) and at the inactivity lock and before deleting the account (counted per
 * session and account, see `inSession`).
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../kernel/http-error.js';
import type { AuthService } from './auth-service.js';
import { attemptCounts, type CountedKey, hashed, passwordFailures } from './password-failures.js';

export type PasswordConfirmation = 'correct' | 'wrong' | { retryAfterS: number };

interface Counts {
  begin(): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }>;
  forgive(): Promise<void>;
}

/** A clinician may have a few tablets locked at once; the account allows four sessions' worth. */
const UNLOCK_SESSIONS_PER_ACCOUNT = 4;

export function createPasswordConfirmation(
  auth: AuthService,
  limits: Config['signInRateLimit'],
  now: () => number = Date.now,
) {
  async function passwordIs(userId: string, password: string): Promise<boolean> {
    const context = await auth.$context;
    const account = await context.internalAdapter.findCredentialAccount(userId);
    return account?.password
      ? await context.password.verify({ hash: account.password, password })
      : false;
  }

  async function confirm(counts: Counts, userId: string, password: string) {
    const verdict = await counts.begin();
    if (!verdict.allowed) return { retryAfterS: verdict.retryAfterS };
    if (!(await passwordIs(userId, password))) return 'wrong';
    await counts.forgive();
    return 'correct';
  }

  return {
    /** Before signing: counted with failed sign-ins, per address and account. */
    async withSignIns(
      user: { id: string; email: string },
      password: string,
      address: string,
    ): Promise<PasswordConfirmation> {
      const failures = passwordFailures((await auth.$context).adapter, limits, now);
      const attempt = { email: user.email, address };
      const counts = {
        begin: () => failures.begin(attempt),
        forgive: () => failures.forgive(attempt),
      };
      return confirm(counts, user.id, password);
    },
    /**
     * The inactivity lock and deleting the account: wrong passwords are counted per session and
     * per account, apart from sign-ins, so nobody's failed sign-ins for a clinician's e-mail keep
     * that clinician's own tablet locked in the middle of a class (issue 35 #7) or delay their
     * leaving; and a stolen cookie's guesses do not lock its owner out of signing in. Both share
     * one count, so a stolen cookie gets five guesses, not five per form.
     */
    async inSession(
      user: { id: string },
      sessionId: string,
      password: string,
    ): Promise<PasswordConfirmation> {
      const counter = attemptCounts((await auth.$context).adapter, limits.windowS, now);
      const keys: CountedKey[] = [
        { key: hashed('confirm-session', sessionId), max: limits.accountMax },
        {
          key: hashed('confirm-account', user.id),
          max: limits.accountMax * UNLOCK_SESSIONS_PER_ACCOUNT,
        },
      ];
      const counts = { begin: () => counter.begin(keys), forgive: () => counter.forgive(keys) };
      return confirm(counts, user.id, password);
    },
  };
}
export type PasswordConfirmations = ReturnType<typeof createPasswordConfirmation>;

/** Throws 400 naming body.password when wrong, 429 with Retry-After after too many. */
export function requirePasswordConfirmed(
  confirmation: PasswordConfirmation,
  reply: FastifyReply,
): void {
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
