/**
 * Home sessions (PRODUCT.md section 12): the patient user saves a session as an activity of its
 * own patient in the clinic's workspace, `setting: 'home'`, recorded by the patient user, with
 * the prescription version in force and the plan's band; the patient id comes from the link,
 * never from the body. A first save the day does not allow is refused with the day's reason
 * (403); a replay of a stored session is answered as the clinic's route answers it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  activityInputSchema,
  activityListResponseSchema,
  activityParamsSchema,
  activityResponseSchema,
} from '../../common/schemas/activity.js';
import type { ActivityRepository } from '../activities/activity-repository.js';
import { activityBodyJson } from '../activities/activity-row.js';
import { acknowledgedBy, acknowledgerOf } from '../activities/alarm-acknowledgers.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import { answeringConflicts } from '../kernel/if-match.js';
import { parseInput } from '../kernel/validate.js';
import { type HomeDayContext, homeDayOf } from './home-day.js';
import type { HomeInboxRepository } from './home-inbox-repository.js';
import { livePatientUserOf, notAllowed, type PatientUserContext } from './patient-user.js';

export interface HomeSessionRoutesContext extends HomeDayContext, PatientUserContext {
  activities: ActivityRepository;
  homeInbox: Pick<HomeInboxRepository, 'recordSession'>;
}

const homeSessionsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

const ops = {
  put: {
    method: 'PUT',
    url: apiRoutes.homeSession,
    tag: 'home',
    summary: "Save the patient user's home session (idempotent by its id)",
    description:
      "The activity body; `patientId` and `classId` are the link's (any sent are replaced). A first save that the session's day does not allow → 403 `home_not_allowed` with the reason. Stored with `setting: 'home'`, the prescription version in force (signed) and the plan's band. Audited (`activity.write`).",
    params: activityParamsSchema,
    body: activityInputSchema,
    ok: { status: 200, description: '`{ activity }` as stored', schema: activityResponseSchema },
    refusals: [403, 409],
  },
  list: {
    method: 'GET',
    url: apiRoutes.homeSessions,
    tag: 'home',
    summary: "The patient user's own home sessions, newest first",
    query: homeSessionsQuerySchema,
    ok: {
      status: 200,
      description: '`{ activities, nextCursor }`',
      schema: activityListResponseSchema,
    },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const taken = () => new HttpError(409, 'conflict', 'This session id is taken');

export function registerHomeSessionRoutes(app: FastifyInstance, ctx: HomeSessionRoutesContext) {
  addRoute(app, ops.put, async (request, reply) => {
    const user = await livePatientUserOf(ctx, request);
    const { workspaceId, patientId } = user.link;
    const { activityId } = parseInput(ops.put.params, request.params, 'params');
    const raw = isRecord(request.body)
      ? { ...request.body, patientId, classId: null }
      : request.body;
    let input = parseInput(ops.put.body, raw, 'body');
    const stored = await ctx.activities.get(workspaceId, activityId);
    if (stored && (stored.patientId !== patientId || stored.setting !== 'home')) throw taken();
    if (stored) {
      // A replay or a notes edit: what the server decided at the first save stands.
      input = {
        ...input,
        prescription: stored.prescription,
        target: stored.target,
        borgTarget: stored.borgTarget,
        safetyMaxBpm: stored.safetyMaxBpm,
        safetyMaxSource: stored.safetyMaxSource,
      };
    } else {
      const day = await homeDayOf(ctx, user, input.startedAt);
      if (!day.allowed) throw notAllowed(day.reason, 'This day does not allow a home session');
      const { plan } = day;
      input = {
        ...input,
        prescription: { version: plan.prescription.version, signed: true },
        target: plan.band,
        borgTarget: plan.band ? null : plan.borg,
        // The signed plan's limit, not the phone's: the inbox ranks time above it.
        safetyMaxBpm: plan.safetyMaxBpm,
        safetyMaxSource: plan.safetyMaxBpm === null ? null : 'prescription',
      };
    }
    const acknowledged = acknowledgedBy(input, acknowledgerOf(request.user!));
    return answeringConflicts(reply, async () => {
      const saved = await ctx.activities.upsert(
        workspaceId,
        activityId,
        acknowledged,
        user.actor,
        undefined,
        'home',
      );
      await ctx.homeInbox.recordSession(workspaceId, saved.item, acknowledged);
      return reply.type('application/json; charset=utf-8').send(activityBodyJson(saved));
    });
  });

  addRoute(app, ops.list, async (request) => {
    const { link } = await livePatientUserOf(ctx, request);
    const { cursor } = parseInput(ops.list.query, request.query, 'query');
    return ctx.activities.list(link.workspaceId, {
      patientId: link.patientId,
      setting: 'home',
      limit: 50,
      cursor,
    });
  });
}
