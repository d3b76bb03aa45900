/**
 * Better Auth's per-address limits. Its database counter only starts a new window after a whole
 * window without a request, so a clinic's devices behind one address, reading their sessions all
 * day, would pass the general limit and every device would lose its workspace until a minute of
 * silence. Reads that need a session cookie are therefore not counted per address: guessing is
 * impossible there, and the data API checks the same session on every request anyway.
 */
import type { Config } from '../config.js';
import { TWO_FACTOR_RATE_LIMIT } from './two-factor-policy.js';

/** What the app reads again and again with a valid session (workspace, Settings → Security). */
export const SESSION_READS = [
  '/get-session',
  '/list-sessions',
  '/organization/list',
  '/organization/get-active-member',
  '/organization/get-full-organization',
  '/passkey/list-user-passkeys',
] as const;

export function authRateLimit({ accountMax }: Config['signInRateLimit']) {
  const unlimited = Object.fromEntries(SESSION_READS.map((path) => [path, false as const]));
  return {
    enabled: true,
    // Kept in the auth database so N stateless server copies share one count.
    storage: 'database' as const,
    window: 60,
    max: 300,
    customRules: {
      ...unlimited,
      // Failed sign-ins are counted by signInThrottle, per account and per address.
      '/sign-in/email': false as const,
      '/sign-up/email': { window: 60, max: Math.max(10, accountMax) },
      '/change-password': { window: 60, max: Math.max(10, accountMax) },
      // Better Auth's own 3 per 10 s per address would stop a clinic's staff behind one address;
      // guessing codes is bounded by its per-challenge (5) and per-account (10) lockouts.
      '/two-factor/*': TWO_FACTOR_RATE_LIMIT,
      // Each one may send an e-mail.
      '/request-password-reset': { window: 60, max: Math.max(5, accountMax) },
    },
  };
}
