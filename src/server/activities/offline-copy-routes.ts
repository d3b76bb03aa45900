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
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';

export function registerOfflineCopyRoutes(app: FastifyInstance, ctx: RouteContext): void {
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
