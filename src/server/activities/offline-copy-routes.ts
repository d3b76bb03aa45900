/**
 * GET /api/activities/offline-copies?activityIds=…: the sessions the web app keeps on the device
 * for offline use, fetched in the background while a clinician looks at a list. No person opened
 * them, so the audit trail gets one `activity.offline-copy` event for the batch naming its
 * patients, instead of an `activity.read` per session that would read as someone opening each.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { offlineCopyQuerySchema } from '../../common/schemas/offline-copy.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { ActivityRepository } from './activity-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface OfflineCopyRoutesContext extends Pick<RouteAccess, 'workspaceOf'> {
  activities: ActivityRepository;
  audit: AuditRepository;
}

export function registerOfflineCopyRoutes(
  app: FastifyInstance,
  ctx: OfflineCopyRoutesContext,
): void {
  app.get(apiRoutes.activityOfflineCopies, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { activityIds } = parseInput(offlineCopyQuerySchema, request.query, 'query');
    const activities = await ctx.activities.getMany(workspaceId, activityIds);
    // Nothing found, nothing read: no event, as for a 404.
    if (activities.length > 0) {
      const patientIds = [...new Set(activities.map((a) => a.patientId))].sort();
      await ctx.audit.append(workspaceId, actorOf(request), {
        action: 'activity.offline-copy',
        patientIds,
      });
    }
    return { activities };
  });
}
