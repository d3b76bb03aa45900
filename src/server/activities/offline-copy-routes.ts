/**
 * GET /api/activities/offline-copies?activityIds=…: the sessions the web app keeps on the device
 * for offline use, fetched in the background while a clinician looks at a list. No person opened
 * them, so the audit trail gets one `activity.offline-copy` event for the batch naming its
 * patients, instead of an `activity.read` per session that would read as someone opening each.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  offlineCopyQuerySchema,
  offlineCopyResponseSchema,
} from '../../common/schemas/offline-copy.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import type { ActivityRepository } from './activity-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface OfflineCopyRoutesContext extends PreambleContext {
  activities: ActivityRepository;
}

const offlineCopyOperation = {
  method: 'GET',
  url: apiRoutes.activityOfflineCopies,
  tag: 'activities',
  summary: 'Sessions whole, copied to the device for offline use',
  description:
    'One `activity.offline-copy` audit event for the batch (naming its patients), not a read per session; ids not found are left out.',
  query: offlineCopyQuerySchema,
  ok: { status: 200, description: '`{ activities }`', schema: offlineCopyResponseSchema },
  refusals: [403],
} as const satisfies ApiOperation;

export function registerOfflineCopyRoutes(
  app: FastifyInstance,
  ctx: OfflineCopyRoutesContext,
): void {
  addRoute(
    app,
    offlineCopyOperation,
    inWorkspace(ctx, offlineCopyOperation, 'read', async ({ workspaceId, query, audit }) => {
      const activities = await ctx.activities.getMany(workspaceId, query.activityIds);
      // Nothing found, nothing read: no event, as for a 404.
      if (activities.length > 0) {
        const patientIds = [...new Set(activities.map((a) => a.patientId))].sort();
        await audit({ action: 'activity.offline-copy', patientIds });
      }
      return { activities };
    }),
  );
}
