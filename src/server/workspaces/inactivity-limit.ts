/**
 * The inactivity lock's limit of the workspace a session works in: its clinic's setting, or the
 * default (a personal workspace, or a clinic that never chose). The session lock guard measures
 * a session's idle time against it; whether the user is still a member is the routes' question.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_INACTIVITY_LOCK_MINUTES } from '../../common/schemas/clinic-settings.js';
import type { WorkspaceRepository } from './workspace-repository.js';

export function inactivityLimitOf(workspaces: WorkspaceRepository) {
  return async (request: FastifyRequest, userId: string): Promise<number> => {
    const workspaceId = request.activeOrganizationId ?? userId;
    const stored = await workspaces.clinicSettings(workspaceId);
    return stored.inactivityLockMinutes ?? DEFAULT_INACTIVITY_LOCK_MINUTES;
  };
}
