/**
 * Physician reviews: who is a physician in the workspace (`/api/clinicians`), reviews of a
 * programme with optional signature (`…/programmes/:programmeId/reviews`) and the programmes whose
 * signature is owed (`/api/reviews/due`). Only a physician of this workspace with a registration
 * signs; a signature keeps the SHA-256 of the plan (`planContentOf`) and this workspace's id, so
 * a transfer carries it as history, not as the receiving clinic's signature. Signing asks the
 * physician's password again and the SHA-256 of the plan they were shown (409 `plan_changed` when
 * it is no longer the plan). Electronic, recorded by Ritmo: not ICP-Brasil.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { canManageClinic, canSignPlans } from '../../common/clinic/clinic-roles.js';
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
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import {
  type PasswordConfirmations,
  requirePasswordConfirmed,
} from '../auth/password-confirmation.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import { requirePatient } from '../patients/require-patient.js';
import { refuseIfDischarged } from '../programmes/discharged.js';
import type { ProgrammeRepository } from '../programmes/programme-repository.js';
import { dueReviews } from './due-reviews.js';
import type { NewReview, ReviewRepository } from './review-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ReviewRoutesContext
  extends Pick<RouteAccess, 'accessFor' | 'requireUser' | 'roleInClinic' | 'workspaceOf'> {
  audit: AuditRepository;
  passwords: PasswordConfirmations;
  patients: PatientRepository;
  programmes: ProgrammeRepository;
  reviews: ReviewRepository;
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
    ok: {
      status: 200,
      description: '`{ due }`',
      schema: z.object({ due: z.array(dueReviewSchema) }),
    },
    refusals: [403],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerReviewRoutes(app: FastifyInstance, ctx: ReviewRoutesContext): void {
  /** The programme a review URL names, in the workspace; 400 or 404 otherwise. */
  async function requireProgramme(workspaceId: string, params: unknown) {
    const parsed = parseInput(programmeParamsSchema, params, 'params');
    await requirePatient(ctx.patients, workspaceId, parsed);
    const key = { workspaceId, ...parsed };
    const programme = await ctx.programmes.get(key);
    if (!programme) throw notFound('Programme');
    return { key, programme };
  }

  /**
   * A physician's signature of the plan the server holds: only a physician of this workspace,
   * only after their password, and only over the plan they read (its SHA-256 sent back).
   */
  async function signatureOf(
    request: FastifyRequest,
    reply: FastifyReply,
    access: { workspaceId: string; userId: string },
    input: { password?: string; planSha256?: string },
    currentSha256: string,
  ): Promise<NonNullable<NewReview['signature']>> {
    const profile = await ctx.reviews.clinician(access.workspaceId, access.userId);
    if (!profile?.physician) {
      throw new HttpError(403, 'forbidden', 'Only a physician with a registration may sign', [
        { field: 'body.sign', message: 'you are not marked as physician in this workspace' },
      ]);
    }
    const user = await ctx.requireUser(request);
    requirePasswordConfirmed(
      await ctx.passwords.withSignIns(user, input.password ?? '', request.ip),
      reply,
    );
    if (input.planSha256 !== currentSha256) {
      throw new HttpError(
        409,
        'plan_changed',
        'The plan changed since you read it: read it again',
        [{ field: 'body.planSha256', message: 'is not the current plan' }],
      );
    }
    return { registration: profile.registration, planSha256: currentSha256, reauth: 'password' };
  }

  addRoute(app, ops.clinicians, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    return { clinicians: await ctx.reviews.clinicians(workspaceId) };
  });

  addRoute(app, ops.setClinician, async (request) => {
    const access = await ctx.accessFor(request, 'write');
    const { userId } = parseInput(ops.setClinician.params, request.params, 'params');
    const input = parseInput(ops.setClinician.body, request.body, 'body');
    if (access.kind === 'clinic' && !canManageClinic(access.role)) {
      throw new HttpError(403, 'forbidden', 'Only an owner or admin marks who is a physician');
    }
    // A member of this clinic, or in a personal workspace its one user (who owns it).
    const role =
      access.kind === 'clinic'
        ? await ctx.roleInClinic(access.workspaceId, userId)
        : userId === access.userId
          ? 'owner'
          : null;
    if (role === null) throw notFound('Member');
    if (input.physician && !canSignPlans(role)) {
      throw new HttpError(400, 'validation_failed', 'Invalid body: body.physician', [
        { field: 'body.physician', message: `a ${role} member cannot sign plans` },
      ]);
    }
    const clinician = await ctx.reviews.setClinician(
      access.workspaceId,
      userId,
      input,
      actorOf(request),
    );
    return { clinician };
  });

  addRoute(app, ops.list, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { key, programme } = await requireProgramme(workspaceId, request.params);
    const plan = await ctx.programmes.plan(key, programme);
    const reviews = await ctx.reviews.list(key, plan);
    const { patientId } = key;
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { reviews, planSha256: plan.sha256 };
  });

  addRoute(app, ops.add, async (request, reply) => {
    const access = await ctx.accessFor(request, 'write');
    const input = parseInput(ops.add.body, request.body, 'body');
    const { key, programme } = await requireProgramme(access.workspaceId, request.params);
    // A discharged plan is no longer followed: a later signature would vouch for nothing.
    refuseIfDischarged(programme, 'it takes no more reviews');
    const plan = await ctx.programmes.plan(key, programme);
    const signature = input.sign
      ? await signatureOf(request, reply, access, input, plan.sha256)
      : null;
    const review = await ctx.reviews.add(
      key,
      { note: input.note, signature },
      actorOf(request),
      plan,
    );
    return reply.status(201).send({ review });
  });

  addRoute(app, ops.due, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    return { due: await dueReviews(ctx, workspaceId, Date.now()) };
  });
}
