/**
 * Physician reviews: who is a physician in the workspace (`/api/clinicians`), reviews of a
 * programme with optional signature (`…/programmes/:programmeId/reviews`) and the programmes whose
 * signature is owed (`/api/reviews/due`). Only a physician of this workspace with a registration
 * signs; a signature keeps the SHA-256 of the plan (`planContentOf`) and this workspace's id, so
 * a transfer carries it as history, not as the receiving clinic's signature. Signing asks the
 * physician's password again and the SHA-256 of the plan they were shown (409 `plan_changed` when
 * it is no longer the plan). Electronic, recorded by Ritmo: not ICP-Brasil.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { timeZoneQuerySchema } from '../../common/dates/time-zone.js';
import { programmeParamsSchema } from '../../common/schemas/programme.js';
import {
  clinicianInputSchema,
  clinicianParamsSchema,
  clinicianSchema,
  dueReviewSchema,
  planSha256Schema,
  reviewInputSchema,
  reviewSchema,
} from '../../common/schemas/review.js';
import { forPatient, inWorkspace, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { refuseIfDischarged } from '../programmes/discharged.js';
import type { ProgrammeRepository } from '../programmes/programme-repository.js';
import { requireProgramme } from '../programmes/require-programme.js';
import { dueReviews } from './due-reviews.js';
import { roleToMark } from './physician-marking.js';
import { type PlanSignatureContext, signatureOf } from './plan-signature.js';
import type { ReviewRepository } from './review-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ReviewRoutesContext
  extends PatientPreambleContext,
    PlanSignatureContext,
    Pick<RouteAccess, 'roleInClinic'> {
  programmes: ProgrammeRepository;
  reviews: ReviewRepository;
  /** The zone a programme's start date is a day of (workspaces/time-zone-of.ts). */
  timeZoneOf: (workspaceId: string, requested: string | undefined) => Promise<string>;
}

const ops = {
  clinicians: {
    method: 'GET',
    url: apiRoutes.clinicians,
    tag: 'reviews',
    summary: 'Who in the workspace is a physician, with their registration',
    ok: {
      status: 200,
      description: '`{ clinicians }`',
      schema: z.object({ clinicians: z.array(clinicianSchema) }),
    },
    refusals: [403],
  },
  setClinician: {
    method: 'PUT',
    url: apiRoutes.clinician,
    tag: 'reviews',
    summary: 'Mark a member as physician, with their registration',
    description: "A clinic's owner or admin; in a personal workspace, its one user. Audited.",
    params: clinicianParamsSchema,
    body: clinicianInputSchema,
    ok: {
      status: 200,
      description: '`{ clinician }`',
      schema: z.object({ clinician: clinicianSchema }),
    },
    refusals: [403, 404],
  },
  list: {
    method: 'GET',
    url: apiRoutes.programmeReviews,
    tag: 'reviews',
    summary: "A programme's reviews, newest first, with the SHA-256 of its plan now",
    description:
      'Each signed one with `changedSinceSigned` and `signedInWorkspace` (`this`/`other`). Audited (`programme.read`).',
    params: programmeParamsSchema,
    ok: {
      status: 200,
      description: '`{ reviews, planSha256 }`',
      schema: z.object({ reviews: z.array(reviewSchema), planSha256: planSha256Schema }),
    },
    refusals: [403, 404],
  },
  add: {
    method: 'POST',
    url: apiRoutes.programmeReviews,
    tag: 'reviews',
    summary: 'Review a programme, and sign its plan',
    description:
      '`sign: true` only by a physician of the workspace (else 403), with the account password (wrong → 400 `body.password`, counted with failed sign-ins → 429) and the `planSha256` read (another plan now → 409 `plan_changed`). A discharged programme → 409 `programme_discharged`. Electronic, recorded by Ritmo: not ICP-Brasil.',
    params: programmeParamsSchema,
    body: reviewInputSchema,
    ok: { status: 201, description: '`{ review }`', schema: z.object({ review: reviewSchema }) },
    refusals: [403, 404, 409, 429],
  },
  due: {
    method: 'GET',
    url: apiRoutes.reviewsDue,
    tag: 'reviews',
    summary: "Active programmes whose physician's signature is owed, with each reason",
    description:
      "A first signature is owed from the start of the 7th day after the start date, in the IANA zone `timeZone` (left out: the clinic's zone, else UTC); then every 30 days.",
    query: timeZoneQuerySchema,
    ok: {
      status: 200,
      description: '`{ due }`',
      schema: z.object({ due: z.array(dueReviewSchema) }),
    },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerReviewRoutes(app: FastifyInstance, ctx: ReviewRoutesContext): void {
  /** The programme a review URL names, of the scope's patient; 404 otherwise. */
  async function programmeOf(scope: {
    workspaceId: string;
    params: z.output<typeof programmeParamsSchema>;
  }) {
    const key = { workspaceId: scope.workspaceId, ...scope.params };
    return { key, programme: await requireProgramme(ctx.programmes, key) };
  }

  addRoute(
    app,
    ops.clinicians,
    inWorkspace(ctx, ops.clinicians, 'read', async ({ workspaceId }) => ({
      clinicians: await ctx.reviews.clinicians(workspaceId),
    })),
  );

  addRoute(
    app,
    ops.setClinician,
    inWorkspace(ctx, ops.setClinician, 'write', async ({ access, params, body, actor }) => {
      await roleToMark(ctx.roleInClinic, access, params.userId, body.physician);
      const clinician = await ctx.reviews.setClinician(
        access.workspaceId,
        params.userId,
        body,
        actor,
      );
      return { clinician };
    }),
  );

  addRoute(
    app,
    ops.list,
    forPatient(ctx, ops.list, 'read', async (scope) => {
      const { key, programme } = await programmeOf(scope);
      const plan = await ctx.programmes.plan(key, programme);
      const reviews = await ctx.reviews.list(key, plan);
      await scope.audit({ action: 'programme.read' });
      return { reviews, planSha256: plan.sha256 };
    }),
  );

  addRoute(
    app,
    ops.add,
    forPatient(ctx, ops.add, 'write', async (scope, request, reply) => {
      const { key, programme } = await programmeOf(scope);
      // A discharged plan is no longer followed: a later signature would vouch for nothing.
      refuseIfDischarged(programme, 'it takes no more reviews');
      const plan = await ctx.programmes.plan(key, programme);
      const { body } = scope;
      const signature = body.sign
        ? await signatureOf(ctx, request, reply, scope.access, body, plan.sha256)
        : null;
      const review = await ctx.reviews.add(key, { note: body.note, signature }, scope.actor, plan);
      return reply.status(201).send({ review });
    }),
  );

  addRoute(
    app,
    ops.due,
    inWorkspace(ctx, ops.due, 'read', async ({ workspaceId, query }) => ({
      due: await dueReviews(
        ctx,
        workspaceId,
        Date.now(),
        await ctx.timeZoneOf(workspaceId, query.timeZone),
      ),
    })),
  );
}
