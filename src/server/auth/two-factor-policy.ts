/**
 * Two-factor sign-in (TOTP with backup codes, Better Auth's `twoFactor` plugin) and a clinic's
 * "members must use two-factor" setting, kept on the clinic (organization) row in the auth
 * database. SBIS S-RES NGS2 and HIPAA §164.312(d) (person or entity authentication) ask for a
 * second factor; the clinic decides (only through PUT /api/clinic-settings, audited), the server
 * enforces: 403 `two_factor_required` to a member without it, on clinic data (workspace-access.ts)
 * and on Better Auth's routes that manage the clinic (here).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { TwoFactorOptions } from 'better-auth/plugins/two-factor';
import type { FastifyRequest } from 'fastify';
import type { RequireUser } from '../kernel/route-access.js';

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
        // Never from Better Auth's routes: see refuseSecuritySetting.
        input: false,
      },
    },
  },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Better Auth's clinic routes that change who may reach the clinic or how it is protected. A
 * member the data API refuses for lacking two-factor must not manage the clinic either (the
 * attack run: such an admin invited members and switched the requirement off).
 */
const MANAGING_PATHS = new Set([
  '/organization/update',
  '/organization/delete',
  '/organization/invite-member',
  '/organization/update-member-role',
  '/organization/remove-member',
  '/organization/cancel-invitation',
  '/organization/accept-invitation',
]);
const INVITATION_PATHS = new Set([
  '/organization/cancel-invitation',
  '/organization/accept-invitation',
]);

/**
 * The security settings are changed only by PUT /api/clinic-settings, which checks who may loosen
 * them and records before and after in the clinic's trail; Better Auth's routes would do neither.
 */
function refuseSecuritySetting(path: string, body: Json): void {
  const onCreate = path === '/organization/create';
  const data = onCreate ? body : isObject(body.data) ? body.data : {};
  if (!Object.hasOwn(data, 'requireTwoFactor')) return;
  const message =
    "A clinic's two-factor requirement is changed in Settings → Clinic (PUT /api/clinic-settings)";
  throw new APIError('FORBIDDEN', {
    message,
    code: 'CLINIC_SECURITY_SETTING',
    details: [
      { field: onCreate ? 'body.requireTwoFactor' : 'body.data.requireTwoFactor', message },
    ],
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The clinic a managing call acts on: its invitation's, the one named, else the active one. */
async function clinicOfCall(ctx: HookContext, body: Json, activeId: unknown) {
  if (INVITATION_PATHS.has(ctx.path)) {
    if (typeof body.invitationId !== 'string') return null;
    const invitation = await ctx.context.adapter.findOne<{ organizationId: string }>({
      model: 'invitation',
      where: [{ field: 'id', value: body.invitationId }],
    });
    return invitation?.organizationId ?? null;
  }
  const named = body.organizationId ?? activeId;
  return typeof named === 'string' && named !== '' ? named : null;
}

export const twoFactorPolicy = {
  id: 'ritmo-two-factor-policy',
  hooks: {
    before: [
      {
        matcher: (ctx) =>
          ctx.path === '/organization/update' || ctx.path === '/organization/create',
        handler: createAuthMiddleware(async (ctx) => {
          refuseSecuritySetting(ctx.path, isObject(ctx.body) ? ctx.body : {});
        }),
      },
      {
        matcher: (ctx) => MANAGING_PATHS.has(ctx.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          // Signed out: Better Auth's own 401.
          if (!session || session.user.twoFactorEnabled === true) return;
          const body = isObject(ctx.body) ? ctx.body : {};
          const active = (session.session as { activeOrganizationId?: unknown })
            .activeOrganizationId;
          const clinicId = await clinicOfCall(ctx, body, active);
          if (!clinicId || !(await clinicRequiresTwoFactor(ctx.context, clinicId))) return;
          throw new APIError('FORBIDDEN', {
            message: TWO_FACTOR_REQUIRED_MESSAGE,
            code: 'TWO_FACTOR_REQUIRED',
          });
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/** What a member without two-factor reads when the clinic requires it, on data and on members. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'This clinic requires two-factor sign-in: set it up in Settings → Account first';

/** Whether a clinic requires two-factor of its members (a clinic deleted meanwhile: no). */
export async function clinicRequiresTwoFactor(
  { adapter }: { adapter: ClinicStore },
  clinicId: string,
): Promise<boolean> {
  const clinic = await adapter.findOne<{ requireTwoFactor?: boolean | null }>({
    model: 'organization',
    where: [{ field: 'id', value: clinicId }],
  });
  return clinic?.requireTwoFactor === true;
}

/** Stores the requirement; PUT /api/clinic-settings alone calls it, after its checks. */
export async function setClinicRequiresTwoFactor(
  { adapter }: { adapter: ClinicStore },
  clinicId: string,
  required: boolean,
): Promise<void> {
  await adapter.update({
    model: 'organization',
    where: [{ field: 'id', value: clinicId }],
    update: { requireTwoFactor: required },
  });
}

/**
 * The requirement as the routes use it: read and written by the settings route, and whether a
 * clinic other than the active one is owed by the signed-in user (a transfer's destination).
 */
export function clinicTwoFactorSetting(
  auth: { $context: Promise<{ adapter: ClinicStore }> },
  requireUser: RequireUser,
) {
  const required = async (clinicId: string) =>
    clinicRequiresTwoFactor(await auth.$context, clinicId);
  return {
    required,
    set: async (clinicId: string, on: boolean) =>
      setClinicRequiresTwoFactor(await auth.$context, clinicId, on),
    async owedIn(request: FastifyRequest, clinicId: string): Promise<boolean> {
      await requireUser(request);
      return !request.twoFactorEnabled && (await required(clinicId));
    },
  };
}

type Where = { field: string; value: string }[];
interface ClinicStore {
  findOne<T>(query: { model: string; where: Where }): Promise<T | null>;
  update(query: { model: string; where: Where; update: Record<string, unknown> }): Promise<unknown>;
}
