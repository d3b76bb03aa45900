/**
 * /api/clinic-settings: the active workspace's inactivity lock and HR-max formula. Every member
 * reads them (the web app locks after the one and estimates zones with the other); a clinic's
 * owner or admin changes them, each change audited. A personal workspace always uses the default
 * lock: nobody can lengthen or remove their own; its owner may choose the formula.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import {
  type ClinicSettings,
  type ClinicSettingsAnswer,
  clinicSettingsChangeSchema,
  DEFAULT_HR_MAX_FORMULA,
  DEFAULT_INACTIVITY_LOCK_MINUTES,
  hrMaxFormulaSchema,
} from '../../common/schemas/clinic-settings.js';
import { actorOf } from '../audit/actor.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess, WorkspaceAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { WorkspaceRepository } from './workspace-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ClinicSettingsRoutesContext extends Pick<RouteAccess, 'accessFor'> {
  workspaces: WorkspaceRepository;
}

export function registerClinicSettingsRoutes(
  app: FastifyInstance,
  ctx: ClinicSettingsRoutesContext,
): void {
  /** The settings in force: a formula stored by a later version and unknown here reads as Fox. */
  const settingsOf = async (workspaceId: string): Promise<ClinicSettings> => {
    const stored = await ctx.workspaces.clinicSettings(workspaceId);
    const formula = hrMaxFormulaSchema.safeParse(stored.hrMaxFormula);
    return {
      inactivityLockMinutes: stored.inactivityLockMinutes ?? DEFAULT_INACTIVITY_LOCK_MINUTES,
      hrMaxFormula: formula.success ? formula.data : DEFAULT_HR_MAX_FORMULA,
    };
  };
  const rightsOf = ({ role, kind }: WorkspaceAccess) => ({
    canChange: kind === 'clinic' && canManageClinic(role),
    canChangeHrMaxFormula: canManageClinic(role),
  });

  app.get(apiRoutes.clinicSettings, async (request): Promise<ClinicSettingsAnswer> => {
    // Every role, the front desk too: the lock applies to everyone.
    const access = await ctx.accessFor(request, 'directory');
    return { ...(await settingsOf(access.workspaceId)), ...rightsOf(access) };
  });

  app.put(apiRoutes.clinicSettings, async (request): Promise<ClinicSettingsAnswer> => {
    const access = await ctx.accessFor(request, 'read');
    const { workspaceId, role, kind } = access;
    if (!canManageClinic(role)) {
      throw new HttpError(403, 'forbidden', 'Only a clinic owner or admin can change its settings');
    }
    const change = parseInput(clinicSettingsChangeSchema, request.body ?? {}, 'body');
    if (kind !== 'clinic' && change.inactivityLockMinutes !== undefined) {
      throw new HttpError(403, 'forbidden', 'The personal workspace always uses the default lock');
    }
    const before = await settingsOf(workspaceId);
    await ctx.workspaces.changeClinicSettings(workspaceId, change, before, actorOf(request));
    return { ...before, ...change, ...rightsOf(access) };
  });
}
