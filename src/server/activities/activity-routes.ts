/**
 * /api/activities: idempotent save by the client's UUID (then only notes change, checked against
 * `If-Match` if sent), history pages, get, soft delete.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  activityInputSchema,
  activityListQuerySchema,
  activityParamsSchema,
} from '../../common/schemas/activity.js';
import {
  type ActivityReadPurpose,
  type AuditAction,
  activityReadQuerySchema,
} from '../../common/schemas/audit.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { notFound } from '../kernel/http-error.js';
import { answeringConflicts, ifMatchOf } from '../kernel/if-match.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { ActivityChange, ActivityRepository } from './activity-repository.js';
import { activityBodyJson } from './activity-row.js';
import { acknowledgedBy, acknowledgerOf } from './alarm-acknowledgers.js';

/** What these routes report to the metrics (metrics/app-metrics.ts implements it). */
export interface ActivityMetrics {
  activitySaved(change: NonNullable<ActivityChange>): void;
}

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ActivityRoutesContext extends Pick<RouteAccess, 'workspaceOf'> {
  activities: ActivityRepository;
  audit: AuditRepository;
  metrics: ActivityMetrics | null;
}

/** The audit action of a whole-session read, by the purpose the client names. */
const READ_ACTIONS = {
  view: 'activity.read',
  csv: 'activity.csv',
  print: 'activity.print',
} as const satisfies Record<ActivityReadPurpose, AuditAction>;

export function registerActivityRoutes(app: FastifyInstance, ctx: ActivityRoutesContext): void {
  app.get(apiRoutes.activities, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const query = parseInput(activityListQuerySchema, request.query, 'query');
    const page = await ctx.activities.list(workspaceId, query);
    // One patient's sessions are their records; the whole history list names no one patient.
    if (query.patientId) {
      await ctx.audit.append(workspaceId, actorOf(request), {
        action: 'activity.list',
        patientId: query.patientId,
      });
    }
    return page;
  });

  app.get(apiRoutes.activity, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    const { purpose } = parseInput(activityReadQuerySchema, request.query, 'query');
    const activity = await ctx.activities.get(workspaceId, activityId);
    if (!activity) throw notFound('Activity');
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: READ_ACTIONS[purpose],
      patientId: activity.patientId,
      activityId,
    });
    return { activity };
  });

  app.put(apiRoutes.activity, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    const parsed = parseInput(activityInputSchema, request.body, 'body');
    // Alarms are acknowledged by whoever saves the session, not by the name the client sent.
    const input = acknowledgedBy(parsed, acknowledgerOf(request.user!));
    return answeringConflicts(reply, async () => {
      const saved = await ctx.activities.upsert(
        workspaceId,
        activityId,
        input,
        actorOf(request),
        ifMatch,
      );
      if (saved.change) ctx.metrics?.activitySaved(saved.change);
      return reply.type('application/json; charset=utf-8').send(activityBodyJson(saved));
    });
  });

  app.delete(apiRoutes.activity, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    return answeringConflicts(reply, async () => {
      if (!(await ctx.activities.softDelete(workspaceId, activityId, actorOf(request), ifMatch))) {
        throw notFound('Activity');
      }
      return reply.status(204).send();
    });
  });
}
