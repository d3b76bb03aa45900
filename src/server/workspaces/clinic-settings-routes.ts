/**
 * /api/clinic-settings: the active workspace's inactivity lock. Every member reads it (the web
 * app locks after it); a clinic's owner or admin changes it within 1–60 minutes. A personal
 * workspace always uses the default: nobody can lengthen or remove their own lock.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic } from '../../common/clinic/clinic-roles.js';
import {
  type ClinicSettingsAnswer,
  clinicSettingsSchema,
  DEFAULT_INACTIVITY_LOCK_MINUTES,
} from '../../common/schemas/clinic-settings.js';
import { HttpError } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
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
  app.get(apiRoutes.clinicSettings, async (request): Promise<ClinicSettingsAnswer> => {
    // Every role, the front desk too: the lock applies to everyone.
    const { workspaceId, role, clinic } = await ctx.accessFor(request, 'directory');
    return {
      inactivityLockMinutes:
        (await ctx.workspaces.inactivityLockMinutes(workspaceId)) ??
        DEFAULT_INACTIVITY_LOCK_MINUTES,
      canChange: clinic && canManageClinic(role),
    };
  });

  app.put(apiRoutes.clinicSettings, async (request): Promise<ClinicSettingsAnswer> => {
    const { workspaceId, role, clinic } = await ctx.accessFor(request, 'read');
    if (!clinic) {
      throw new HttpError(403, 'forbidden', 'The personal workspace always uses the default lock');
    }
    if (!canManageClinic(role)) {
      throw new HttpError(403, 'forbidden', 'Only a clinic owner or admin can change its settings');
    }
    const { inactivityLockMinutes } = parseInput(clinicSettingsSchema, request.body ?? {}, 'body');
    await ctx.workspaces.setInactivityLockMinutes(workspaceId, inactivityLockMinutes);
    return { inactivityLockMinutes, canChange: true };
  });
}
