/** /api/activities: idempotent upsert by the client's UUID, history pages, get, soft delete. */
import type { FastifyInstance } from 'fastify';
import {
  activityInputSchema,
  activityListQuerySchema,
  activityParamsSchema,
} from '../../common/schemas/activity.js';
import { notFound } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';
import { activityBodyJson } from './activity-row.js';

export function registerActivityRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/activities', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const query = parseInput(activityListQuerySchema, request.query, 'query');
    return ctx.activities.list(ownerId, query);
  });

  app.get('/api/activities/:activityId', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    const activity = await ctx.activities.get(ownerId, activityId);
    if (!activity) throw notFound('Activity');
    return { activity };
  });

  app.put('/api/activities/:activityId', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    const input = parseInput(activityInputSchema, request.body, 'body');
    const saved = await ctx.activities.upsert(ownerId, activityId, input);
    return reply.type('application/json; charset=utf-8').send(activityBodyJson(saved));
  });

  app.delete('/api/activities/:activityId', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const { activityId } = parseInput(activityParamsSchema, request.params, 'params');
    if (!(await ctx.activities.softDelete(ownerId, activityId))) throw notFound('Activity');
    return reply.status(204).send();
  });
}
