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
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { notFound } from '../kernel/http-error.js';
import { answeringConflicts } from '../kernel/if-match.js';
import type { ActivityChange, ActivityRepository } from './activity-repository.js';
import { activityBodyJson } from './activity-row.js';
import { acknowledgedBy, acknowledgerOf } from './alarm-acknowledgers.js';

/** What these routes report to the metrics (metrics/app-metrics.ts implements it). */
export interface ActivityMetrics {
  activitySaved(change: NonNullable<ActivityChange>): void;
}

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ActivityRoutesContext extends PreambleContext {
  activities: ActivityRepository;
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
  addRoute(
    app,
    ops.list,
    inWorkspace(ctx, ops.list, 'read', async ({ workspaceId, query, audit }) => {
      const page = await ctx.activities.list(workspaceId, query);
      // One patient's sessions are their records; the whole history list names no one patient.
      if (query.patientId) await audit({ action: 'activity.list', patientId: query.patientId });
      return page;
    }),
  );

  addRoute(
    app,
    ops.get,
    inWorkspace(ctx, ops.get, 'read', async ({ workspaceId, params, query, audit }) => {
      const { activityId } = params;
      const activity = await ctx.activities.get(workspaceId, activityId);
      if (!activity) throw notFound('Activity');
      const { patientId } = activity;
      await audit({ action: READ_ACTIONS[query.purpose], patientId, activityId });
      return { activity };
    }),
  );

  addRoute(
    app,
    ops.put,
    inWorkspace(ctx, ops.put, 'write', async (scope, request, reply) => {
      // Alarms are acknowledged by whoever saves the session, not by the name the client sent.
      const input = acknowledgedBy(scope.body, acknowledgerOf(request.user!));
      const { workspaceId, params, actor, ifMatch } = scope;
      return answeringConflicts(reply, async () => {
        const saved = await ctx.activities.upsert(
          workspaceId,
          params.activityId,
          input,
          actor,
          ifMatch,
        );
        if (saved.change) ctx.metrics?.activitySaved(saved.change);
        return reply.type('application/json; charset=utf-8').send(activityBodyJson(saved));
      });
    }),
  );

  addRoute(
    app,
    ops.delete,
    inWorkspace(ctx, ops.delete, 'write', async (scope, _request, reply) =>
      answeringConflicts(reply, async () => {
        const { workspaceId, params, actor, ifMatch } = scope;
        if (!(await ctx.activities.softDelete(workspaceId, params.activityId, actor, ifMatch))) {
          throw notFound('Activity');
        }
        return reply.status(204).send();
      }),
    ),
  );
}
