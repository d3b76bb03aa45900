/**
 * Two-factor's "trust this device" ends with the password. Better Auth keeps each trusted device
 * as a verification row (`trust-device-…`, its value the user's id) that a signed cookie names,
 * and checks only that the row exists: a trust cookie copied off a device still skipped the TOTP
 * step after a password change that signed every other session out, so the new password alone
 * let the copier in. Changing or resetting the password, or ending the account's other sessions,
 * now deletes every trusted device of the account; each asks for the code again once.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';

interface VerificationTable {
  verification: { identifier: string; value: string };
}

/** The identifier prefix Better Auth's two-factor plugin gives a trusted device's row. */
const TRUST_PREFIX = 'trust-device-';

/** Paths that end an account's sessions or set its password, with a session to name the user. */
const ENDING_TRUST = new Set(['/change-password', '/revoke-sessions', '/revoke-other-sessions']);

export async function forgetTrustedDevices(authDb: Kysely<unknown>, userId: string) {
  await (authDb as Kysely<VerificationTable>)
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where('identifier', 'like', `${TRUST_PREFIX}%`)
    .execute();
}

/** After a password change or sessions ended (the reset link: see auth-service's onPasswordReset). */
export function trustedDevicesEndWithPassword(authDb: Kysely<unknown>) {
  return {
    id: 'ritmo-trusted-devices',
    hooks: {
      after: [
        {
          matcher: (ctx) => ENDING_TRUST.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const userId = ctx.context.session?.user.id;
            if (userId) await forgetTrustedDevices(authDb, userId);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
