/**
 * The clinic's review inbox of home sessions (issue 40, PRODUCT.md section 12):
 * `GET /api/home/inbox` (members and above; a viewer reads; never the front desk nor a patient
 * user) and `POST /api/home/inbox/:itemId/review { message? }` (members and above), audited.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  inboxCountSchema,
  inboxPageSchema,
  inboxParamsSchema,
  inboxQuerySchema,
  inboxReviewInputSchema,
  inboxReviewSchema,
} from '../../common/schemas/home-inbox.js';
import { inWorkspace, type PreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { notFound } from '../kernel/http-error.js';
import type { HomeInboxRepository } from './home-inbox-repository.js';

export interface HomeInboxRoutesContext extends PreambleContext {
  homeInbox: HomeInboxRepository;
  /** Told of the message a review sent: the patient's devices get a push notice. */
  onClinicMessage?: (workspaceId: string, patientId: string) => void;
}

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.homeInbox,
    tag: 'home',
    summary: 'The home sessions and red-flag check-ins not yet reviewed, most serious first',
    description:
      "One row per home session or refused check-in, ranked red flag → stopped for symptoms → time above the safety maximum → Borg above the prescribed range → time out of band → the rest, then a row per patient whose last home session is older than the prescribed frequency allows; each with its reason and numbers. `total` is every open row (Home's count). Members and above, and viewers; not the front desk. Audited (`home.inbox.read`) when it lists anyone.",
    query: inboxQuerySchema,
    ok: { status: 200, description: '`{ items, total, nextCursor }`', schema: inboxPageSchema },
    refusals: [403],
  },
  count: {
    method: 'GET',
    url: apiRoutes.homeInboxCount,
    tag: 'home',
    summary: "The inbox's open rows, counted (Home's card)",
    description: 'The same roles as the inbox. Names no patient, so it is not audited.',
    ok: { status: 200, description: '`{ total }`', schema: inboxCountSchema },
    refusals: [403],
  },
  review: {
    method: 'POST',
    url: apiRoutes.homeInboxReview,
    tag: 'home',
    summary: 'Mark an inbox row reviewed (who, when)',
    description:
      "Members and above. An overdue patient's row is snoozed for one allowed gap. `message` (optional; plain text, 1–2,000 characters) goes to the row's patient in the same transaction as the review, audited as `home.message-write` and answered as `message`. A second review answers the first and sends nothing. Audited (`home.inbox-review`).",
    params: inboxParamsSchema,
    body: inboxReviewInputSchema,
    bodyOptional: true,
    ok: { status: 200, description: 'The review', schema: inboxReviewSchema },
    refusals: [403, 404],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerHomeInboxRoutes(app: FastifyInstance, ctx: HomeInboxRoutesContext) {
  addRoute(
    app,
    ops.list,
    inWorkspace(ctx, ops.list, 'read', async ({ workspaceId, query, audit }) => {
      const offset = Number(query.cursor ?? 0);
      const { items, total } = await ctx.homeInbox.page(workspaceId, offset, query.limit);
      if (items.length > 0) {
        await audit({
          action: 'home.inbox.read',
          patientIds: [...new Set(items.map((item) => item.patientId))],
        });
      }
      const next = offset + items.length;
      return { items, total, nextCursor: next < total ? String(next) : null };
    }),
  );

  addRoute(
    app,
    ops.count,
    inWorkspace(ctx, ops.count, 'read', async ({ workspaceId }) => ({
      total: await ctx.homeInbox.count(workspaceId),
    })),
  );

  addRoute(
    app,
    ops.review,
    inWorkspace(ctx, ops.review, 'write', async ({ workspaceId, params, body, actor }) => {
      const review = await ctx.homeInbox.review(workspaceId, params.itemId, actor, body?.message);
      if (!review) throw notFound('Inbox row');
      if (review.message) ctx.onClinicMessage?.(workspaceId, review.message.patientId);
      return review;
    }),
  );
}
