/**
 * Two-factor sign-in (TOTP with backup codes, Better Auth's `twoFactor` plugin) and a clinic's
 * "members must use two-factor" setting, kept on the clinic (organization) row in the auth
 * database. SBIS S-RES NGS2 and HIPAA §164.312(d) (person or entity authentication) ask for a
 * second factor; the clinic decides, the server enforces (workspace-access.ts answers 403
 * `two_factor_required` on clinic data to a member without it).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { TwoFactorOptions } from 'better-auth/plugins/two-factor';
import { z } from 'zod';

/** A device the user trusts skips the second step for 30 days (renewed at each sign-in there). */
export const TRUST_DEVICE_DAYS = 30;

export const TWO_FACTOR_OPTIONS = {
  issuer: 'Ritmo',
  trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
  // Ten single-use codes of 10 characters, shown once at enrolment.
  backupCodeOptions: { amount: 10, length: 10 },
  // Ten wrong codes in a row lock the second step for 15 minutes (NIST SP 800-63B §5.2.2).
  accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
} satisfies TwoFactorOptions;

/** Two-factor calls per address and path a minute (auth-service's rate limit). */
export const TWO_FACTOR_RATE_LIMIT = { window: 60, max: 30 };

/** The clinic's setting, a column Better Auth adds to its organization table on both databases. */
export const CLINIC_TWO_FACTOR_FIELD = {
  organization: {
    additionalFields: {
      requireTwoFactor: {
        type: 'boolean' as const,
        required: false,
        defaultValue: false,
        input: true,
      },
    },
  },
};

const requireTwoFactorSchema = z.boolean({ error: 'must be true or false' });

function refuse(message: string, code: string, field: string, status: 'BAD_REQUEST' | 'FORBIDDEN') {
  return new APIError(status, { message, code, details: [{ field, message }] });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the setting where a clinic is created or changed: a boolean, and turned on only by
 * someone who uses two-factor already (else the owner would be refused their own clinic's data).
 */
export const twoFactorPolicy = {
  id: 'ritmo-two-factor-policy',
  hooks: {
    before: [
      {
        matcher: (ctx) =>
          ctx.path === '/organization/update' || ctx.path === '/organization/create',
        handler: createAuthMiddleware(async (ctx) => {
          const body = isObject(ctx.body) ? ctx.body : {};
          const onCreate = ctx.path === '/organization/create';
          const value = onCreate
            ? body.requireTwoFactor
            : isObject(body.data)
              ? body.data.requireTwoFactor
              : undefined;
          if (value === undefined) return;
          const field = onCreate ? 'body.requireTwoFactor' : 'body.data.requireTwoFactor';
          const parsed = requireTwoFactorSchema.safeParse(value);
          if (!parsed.success) {
            const message = `requireTwoFactor ${parsed.error.issues[0]!.message}`;
            throw refuse(message, 'INVALID_CLINIC_FIELD', field, 'BAD_REQUEST');
          }
          if (!parsed.data) return;
          const session = await getSessionFromCtx(ctx);
          const enabled = (session?.user as { twoFactorEnabled?: boolean } | undefined)
            ?.twoFactorEnabled;
          if (session && !enabled) {
            throw refuse(
              'Set up two-factor sign-in for your own account before requiring it of the clinic',
              'TWO_FACTOR_NEEDED_FIRST',
              field,
              'FORBIDDEN',
            );
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/** Whether a clinic requires two-factor of its members (a clinic deleted meanwhile: no). */
export async function clinicRequiresTwoFactor(
  auth: { $context: Promise<{ adapter: ClinicReader }> },
  clinicId: string,
): Promise<boolean> {
  const { adapter } = await auth.$context;
  const clinic = await adapter.findOne<{ requireTwoFactor?: boolean | null }>({
    model: 'organization',
    where: [{ field: 'id', value: clinicId }],
  });
  return clinic?.requireTwoFactor === true;
}

interface ClinicReader {
  findOne<T>(query: {
    model: string;
    where: { field: string; value: string }[];
  }): Promise<T | null>;
}
