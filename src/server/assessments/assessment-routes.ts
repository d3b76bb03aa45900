/**
 * /api/patients/:patientId/assessments[/:assessmentId]: list, get and save (If-Match) a patient's
 * assessments. Reads and writes are in the audit trail; who recorded one is the session's user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  assessmentInputSchema,
  assessmentListQuerySchema,
  assessmentListResponseSchema,
  assessmentParamsSchema,
  assessmentSchema,
  type RecordedBy,
} from '../../common/schemas/assessment.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { notFound } from '../kernel/http-error.js';
import { answeringConflicts } from '../kernel/if-match.js';
import type { AssessmentRepository } from './assessment-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface AssessmentRoutesContext extends PatientPreambleContext {
  assessments: AssessmentRepository;
}

const assessmentAnswer = z.object({ assessment: assessmentSchema });

const ops = {
  list: {
    method: 'GET',
    url: apiRoutes.patientAssessments,
    tag: 'assessments',
    summary: "A patient's assessments, newest date first",
    description: '`kind` narrows the list. Audited as a read (`assessment.read`).',
    params: patientParamsSchema,
    query: assessmentListQuerySchema,
    ok: { status: 200, description: '`{ assessments }`', schema: assessmentListResponseSchema },
    refusals: [403, 404],
  },
  get: {
    method: 'GET',
    url: apiRoutes.patientAssessment,
    tag: 'assessments',
    summary: 'One assessment',
    description: 'Audited as a read (`assessment.read`).',
    params: assessmentParamsSchema,
    ok: { status: 200, description: '`{ assessment }`', schema: assessmentAnswer },
    refusals: [403, 404],
  },
  put: {
    method: 'PUT',
    url: apiRoutes.patientAssessment,
    tag: 'assessments',
    summary: 'Create or replace an assessment',
    description:
      "`by` is the signed-in member, never the client's text; a replay writes nothing; `If-None-Match: *` creates only.",
    params: assessmentParamsSchema,
    body: assessmentInputSchema,
    conditions: ['if-match', 'if-none-match'],
    ok: { status: 200, description: '`{ assessment }` as stored', schema: assessmentAnswer },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

/** The signed-in user, never the client's text (a member could name a colleague otherwise). */
function recordedByOf(request: FastifyRequest): RecordedBy {
  const user = request.user;
  if (!user) throw new Error('recordedByOf called before the request was signed in');
  return { id: user.id, name: user.name, email: user.email };
}

export function registerAssessmentRoutes(app: FastifyInstance, ctx: AssessmentRoutesContext): void {
  addRoute(
    app,
    ops.list,
    forPatient(ctx, ops.list, 'read', async ({ workspaceId, patient, query, audit }) => {
      const assessments = await ctx.assessments.list(workspaceId, patient.patientId, query.kind);
      await audit({ action: 'assessment.read' });
      return { assessments };
    }),
  );

  addRoute(
    app,
    ops.get,
    forPatient(ctx, ops.get, 'read', async ({ workspaceId, params, audit }) => {
      const assessment = await ctx.assessments.get({ workspaceId, ...params });
      if (!assessment) throw notFound('Assessment');
      await audit({ action: 'assessment.read' });
      return { assessment };
    }),
  );

  addRoute(
    app,
    ops.put,
    forPatient(ctx, ops.put, 'write', async (scope, request, reply) =>
      answeringConflicts(reply, async () => ({
        assessment: await ctx.assessments.upsert(
          { workspaceId: scope.workspaceId, ...scope.params },
          scope.body,
          scope.actor,
          recordedByOf(request),
          scope.condition,
        ),
      })),
    ),
  );
}
