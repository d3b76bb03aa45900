/**
 * Web Push opt-in (PRODUCT.md section 12): the VAPID public key, and a device's subscription —
 * stored, read back and deleted only by the signed-in account that sent it. A patient user's
 * subscription belongs to its link's clinic and patient (never ones named in the request) and may
 * carry a reminder; a clinic member's belongs to the workspace it works in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionQuerySchema,
  pushSubscriptionSchema,
} from '../../common/schemas/push-subscription.js';
import { livePatientUserOf, type PatientUserContext, patientUserOf } from '../home/patient-user.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { AccessFor } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { isAcceptedEndpoint, type PushConfig } from './push-config.js';
import {
  type PushSubscriptionRepository,
  type SubscriptionOwner,
  subscriptionView,
} from './push-subscription-repository.js';

export interface PushRoutesContext extends PatientUserContext {
  accessFor: AccessFor;
  pushSubscriptions: PushSubscriptionRepository;
  push: PushConfig;
}

const subscriptionAnswer = z.object({ subscription: pushSubscriptionSchema.nullable() });

const ops = {
  publicKey: {
    method: 'GET',
    url: apiRoutes.pushPublicKey,
    tag: 'push',
    summary: "The server's VAPID public key (a device's `applicationServerKey`)",
    ok: { status: 200, description: '`{ publicKey }`, base64url', schema: pushPublicKeySchema },
  },
  read: {
    method: 'GET',
    url: apiRoutes.pushSubscriptions,
    tag: 'push',
    summary: "This device's subscription, if the signed-in account stored it",
    query: pushSubscriptionQuerySchema,
    ok: {
      status: 200,
      description: '`{ subscription }` or `{ subscription: null }`',
      schema: subscriptionAnswer,
    },
    refusals: [403],
  },
  save: {
    method: 'POST',
    url: apiRoutes.pushSubscriptions,
    tag: 'push',
    summary: "Store this device's push subscription (opt in)",
    description:
      "The browser's `PushSubscription.toJSON()` with `language` (`pt-BR`, `en`) and, for a patient user, `reminder: { time: 'HH:MM', weekdays? }` in the clinic's time zone. The endpoint must be https on a push service of `PUSH_SERVICE_HOSTS`. Patient users (whose access is live) and clinic members; an endpoint another account stored is refused (409).",
    body: pushSubscriptionInputSchema,
    ok: { status: 201, description: '`{ subscription }` as stored', schema: subscriptionAnswer },
    refusals: [403, 409],
  },
  remove: {
    method: 'DELETE',
    url: apiRoutes.pushSubscriptions,
    tag: 'push',
    summary: "Delete this device's subscription (opt out)",
    description: 'Only the signed-in account’s own; answers 204 when there was none.',
    query: pushSubscriptionQuerySchema,
    ok: { status: 204, description: 'Deleted' },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', `Invalid body: ${field}`, [{ field, message }]);

export function registerPushRoutes(app: FastifyInstance, ctx: PushRoutesContext) {
  /**
   * Whose device this is: a patient user's (its link's clinic and patient; `live` refuses a
   * revoked access) or a clinic member's (the workspace its session works in).
   */
  async function ownerOf(request: FastifyRequest, live: boolean): Promise<SubscriptionOwner> {
    const user = await ctx.requireUser(request);
    if (await ctx.homeAccess.linkOf(user.id)) {
      const { link } = live
        ? await livePatientUserOf(ctx, request)
        : await patientUserOf(ctx, request);
      return { workspaceId: link.workspaceId, userId: user.id, patientId: link.patientId };
    }
    const access = await ctx.accessFor(request, 'directory');
    return { workspaceId: access.workspaceId, userId: user.id, patientId: null };
  }

  addRoute(app, ops.publicKey, async (request) => {
    await ctx.requireUser(request);
    return { publicKey: ctx.push.vapid.publicKey };
  });

  addRoute(app, ops.read, async (request) => {
    const { endpoint } = parseInput(ops.read.query, request.query, 'query');
    const stored = await ctx.pushSubscriptions.mine(await ownerOf(request, false), endpoint);
    return { subscription: stored ? subscriptionView(stored) : null };
  });

  addRoute(app, ops.save, async (request, reply) => {
    const owner = await ownerOf(request, true);
    const body = parseInput(ops.save.body, request.body, 'body');
    if (!isAcceptedEndpoint(body.endpoint, ctx.push.serviceHosts)) {
      throw fieldError('body.endpoint', 'must be https on a browser push service');
    }
    if (body.reminder && owner.patientId === null) {
      throw fieldError('body.reminder', "only a patient's device is reminded");
    }
    const stored = await ctx.pushSubscriptions.save(owner, {
      endpoint: body.endpoint,
      keys: body.keys,
      language: body.language,
      reminder: body.reminder ?? null,
    });
    if (!stored) {
      throw new HttpError(409, 'conflict', 'Another account stored this device', [
        { field: 'body.endpoint', message: 'is taken' },
      ]);
    }
    return reply.status(201).send({ subscription: subscriptionView(stored) });
  });

  addRoute(app, ops.remove, async (request, reply) => {
    const { endpoint } = parseInput(ops.remove.query, request.query, 'query');
    await ctx.pushSubscriptions.remove(await ownerOf(request, false), endpoint);
    return reply.status(204).send();
  });
}
