/**
 * /api/clinic-settings: the active workspace's inactivity lock, HR-max formula, two-factor
 * requirement and time zone (the calendar of its days and weeks when a request names none). Every member reads them (the web app locks after the one and estimates zones with
 * the other); a clinic's owner or admin changes them, each change audited with before and after.
 * The security settings (the lock, the requirement) are loosened by the owner only; an admin may
 * tighten them. A personal workspace always uses the default lock and requires nothing; its owner
 * may choose the formula. This is the only way to change the requirement (two-factor-policy.ts
 * refuses it on Better Auth's routes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import { isTimeZone } from '../../common/dates/time-zone.js';
import {
  type ClinicSettings,
  type ClinicSettingsAnswer,
  type ClinicSettingsChange,
  clinicSettingsAnswerSchema,
  clinicSettingsChangeSchema,
  DEFAULT_CLINIC_TIME_ZONE,
  DEFAULT_HR_MAX_FORMULA,
  DEFAULT_INACTIVITY_LOCK_MINUTES,
  hrMaxFormulaSchema,
} from '../../common/schemas/clinic-settings.js';
import { actorOf } from '../audit/actor.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess, WorkspaceAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { WorkspaceRepository } from './workspace-repository.js';

/** A clinic's two-factor requirement, kept on its row in the auth database. */
export interface ClinicTwoFactorSetting {
  required(clinicId: string): Promise<boolean>;
  set(clinicId: string, required: boolean): Promise<void>;
}

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ClinicSettingsRoutesContext extends Pick<RouteAccess, 'accessFor'> {
  workspaces: WorkspaceRepository;
  clinicTwoFactor: ClinicTwoFactorSetting;
}

const ops = {
  get: {
    method: 'GET',
    url: apiRoutes.clinicSettings,
    tag: 'clinic',
    summary:
      "The active workspace's inactivity lock, HR-max formula, two-factor requirement and time zone",
    description:
      'Any member, the front desk too, with what this member may change. A personal workspace: lock 15 minutes, fixed. `timeZone`: an IANA name; never chosen, `UTC`.',
    ok: { status: 200, description: 'The settings', schema: clinicSettingsAnswerSchema },
    refusals: [403],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.clinicSettings,
    tag: 'clinic',
    summary: 'Change the settings named',
    description:
      "A clinic's owner or admin (personal: the formula and the time zone only). `timeZone` must be an IANA name (`America/Sao_Paulo`), else 400 naming `body.timeZone`. A longer lock or two-factor off: the owner only (403 `owner_only`); requiring two-factor before using it oneself: 403 `two_factor_needed_first`. Audited (`clinic.settings-change`, before and after).",
    body: clinicSettingsChangeSchema,
    ok: { status: 200, description: 'The settings now', schema: clinicSettingsAnswerSchema },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

const rightsOf = ({ role, kind }: WorkspaceAccess) => ({
  canChange: kind === 'clinic' && canManageClinic(role),
  canLoosen: kind === 'clinic' && role === 'owner',
  canChangeHrMaxFormula: canManageClinic(role),
});

/** Loosening: a longer lock or the requirement switched off. */
function loosens(change: ClinicSettingsChange, before: ClinicSettings): boolean {
  const longer =
    change.inactivityLockMinutes !== undefined &&
    change.inactivityLockMinutes > before.inactivityLockMinutes;
  return longer || (change.requireTwoFactor === false && before.requireTwoFactor);
}

/** Refuses what this member may not change, before anything is written. */
function refuseChange(
  request: FastifyRequest,
  access: WorkspaceAccess,
  change: ClinicSettingsChange,
  before: ClinicSettings,
): void {
  const { canChange, canLoosen } = rightsOf(access);
  const security =
    change.inactivityLockMinutes !== undefined || change.requireTwoFactor !== undefined;
  if (security && !canChange) {
    throw new HttpError(403, 'forbidden', 'A personal workspace always uses the default lock');
  }
  if (!canLoosen && loosens(change, before)) {
    throw new HttpError(
      403,
      'owner_only',
      "Only the clinic's owner can lengthen the lock or stop requiring two-factor",
    );
  }
  if (change.requireTwoFactor && !before.requireTwoFactor && !request.twoFactorEnabled) {
    // Else the one who turned it on would be refused their own clinic's data.
    throw new HttpError(
      403,
      'two_factor_needed_first',
      'Set up two-factor sign-in for your own account before requiring it of the clinic',
    );
  }
}

export function registerClinicSettingsRoutes(
  app: FastifyInstance,
  ctx: ClinicSettingsRoutesContext,
): void {
  /**
   * The settings in force: a formula stored by a later version and unknown here reads as Fox, a
   * zone this runtime does not know as UTC.
   */
  const settingsOf = async ({ workspaceId, kind }: WorkspaceAccess): Promise<ClinicSettings> => {
    const stored = await ctx.workspaces.clinicSettings(workspaceId);
    const formula = hrMaxFormulaSchema.safeParse(stored.hrMaxFormula);
    return {
      inactivityLockMinutes: stored.inactivityLockMinutes ?? DEFAULT_INACTIVITY_LOCK_MINUTES,
      hrMaxFormula: formula.success ? formula.data : DEFAULT_HR_MAX_FORMULA,
      requireTwoFactor: kind === 'clinic' && (await ctx.clinicTwoFactor.required(workspaceId)),
      timeZone:
        stored.timeZone !== null && isTimeZone(stored.timeZone)
          ? stored.timeZone
          : DEFAULT_CLINIC_TIME_ZONE,
    };
  };

  addRoute(app, ops.get, async (request): Promise<ClinicSettingsAnswer> => {
    // Every role, the front desk too: the lock applies to everyone.
    const access = await ctx.accessFor(request, 'directory');
    return { ...(await settingsOf(access)), ...rightsOf(access) };
  });

  addRoute(app, ops.put, async (request): Promise<ClinicSettingsAnswer> => {
    // A member the clinic refuses for lacking two-factor is refused here too (403).
    const access = await ctx.accessFor(request, 'read');
    if (!canManageClinic(access.role)) {
      throw new HttpError(403, 'forbidden', 'Only a clinic owner or admin can change its settings');
    }
    const change = parseInput(ops.put.body, request.body ?? {}, 'body');
    const before = await settingsOf(access);
    refuseChange(request, access, change, before);
    const { requireTwoFactor } = change;
    const storeRequirement =
      requireTwoFactor === undefined || requireTwoFactor === before.requireTwoFactor
        ? undefined
        : () => ctx.clinicTwoFactor.set(access.workspaceId, requireTwoFactor);
    await ctx.workspaces.changeClinicSettings(access.workspaceId, change, before, {
      actor: actorOf(request),
      storeRequirement,
    });
    return { ...before, ...change, ...rightsOf(access) };
  });
}
