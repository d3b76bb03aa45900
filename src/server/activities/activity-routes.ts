/**
 * /api/activities: idempotent save by the client's UUID (then only notes change, checked against
 * `If-Match` if sent), history pages, get, soft delete.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  activityInputSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityParamsSchema,
  activityResponseSchema,
} from '../../common/schemas/activity.js';
import {
  type ActivityReadPurpose,
  type AuditAction,
  activityReadQuerySchema,
} from '../../common/schemas/audit.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
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

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.activities,
    tag: 'activities',
    summary: 'The history: sessions newest first, a page at a time',
    description:
      'Without samples or events. Filters combine with the cursor (`nextCursor` of the previous page). With `patientId` the read is audited (`activity.list`).',
    query: activityListQuerySchema,
    ok: {
      status: 200,
      description: '`{ activities, nextCursor }`',
      schema: activityListResponseSchema,
    },
    refusals: [403],
  },
  get: {
    method: 'GET',
    url: apiRoutes.activity,
    tag: 'activities',
    summary: 'One session whole, with its samples and events',
    description:
      'Audited as `activity.read`, or `activity.csv` / `activity.print` by `purpose`. Ids are lower-cased: either case names the same session.',
    params: activityParamsSchema,
    query: activityReadQuerySchema,
    ok: { status: 200, description: '`{ activity }`', schema: activityResponseSchema },
    refusals: [403, 404],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.activity,
    tag: 'activities',
    summary: 'Save a session (idempotent by its id)',
    description:
      'A replay of what is stored stores nothing. A saved recording never changes: only `notes` may (409 `conflict` naming `body` otherwise, without `current`); a deleted session stays deleted (409, `current: null`). Alarms are acknowledged by whoever saves.',
    params: activityParamsSchema,
    body: activityInputSchema,
    conditions: ['if-match'],
    ok: { status: 200, description: '`{ activity }` as stored', schema: activityResponseSchema },
    refusals: [403, 409],
  },
  delete: {
    method: 'DELETE',
    url: apiRoutes.activity,
    tag: 'activities',
    summary: 'Delete a session (kept for DELETED_RETENTION_DAYS, then purged)',
    params: activityParamsSchema,
    conditions: ['if-match'],
    ok: { status: 204, description: 'Deleted' },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerActivityRoutes(app: FastifyInstance, ctx: ActivityRoutesContext): void {
  addRoute(app, ops.list, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const query = parseInput(ops.list.query, request.query, 'query');
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

  addRoute(app, ops.get, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { activityId } = parseInput(ops.get.params, request.params, 'params');
    const { purpose } = parseInput(ops.get.query, request.query, 'query');
    const activity = await ctx.activities.get(workspaceId, activityId);
    if (!activity) throw notFound('Activity');
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: READ_ACTIONS[purpose],
      patientId: activity.patientId,
      activityId,
    });
    return { activity };
  });

  addRoute(app, ops.put, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const { activityId } = parseInput(ops.put.params, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    const parsed = parseInput(ops.put.body, request.body, 'body');
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

  addRoute(app, ops.delete, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const { activityId } = parseInput(ops.delete.params, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    return answeringConflicts(reply, async () => {
      if (!(await ctx.activities.softDelete(workspaceId, activityId, actorOf(request), ifMatch))) {
        throw notFound('Activity');
      }
      return reply.status(204).send();
    });
  });
}
