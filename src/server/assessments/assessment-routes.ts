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
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { notFound } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import { CREATE_ONLY, type PatientRepository } from '../patients/patient-repository.js';
import { requirePatient } from '../patients/require-patient.js';
import type { AssessmentRepository } from './assessment-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface AssessmentRoutesContext extends Pick<RouteAccess, 'workspaceOf'> {
  assessments: AssessmentRepository;
  audit: AuditRepository;
  patients: PatientRepository;
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
  addRoute(app, ops.list, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { patientId } = await requirePatient(ctx.patients, workspaceId, request.params);
    const { kind } = parseInput(ops.list.query, request.query, 'query');
    const assessments = await ctx.assessments.list(workspaceId, patientId, kind);
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'assessment.read',
      patientId,
    });
    return { assessments };
  });

  addRoute(app, ops.get, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const params = parseInput(ops.get.params, request.params, 'params');
    await requirePatient(ctx.patients, workspaceId, params);
    const assessment = await ctx.assessments.get({ workspaceId, ...params });
    if (!assessment) throw notFound('Assessment');
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'assessment.read',
      patientId: params.patientId,
    });
    return { assessment };
  });

  addRoute(app, ops.put, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const params = parseInput(ops.put.params, request.params, 'params');
    const condition = createOnlyOf(request) ? CREATE_ONLY : ifMatchOf(request);
    const input = parseInput(ops.put.body, request.body, 'body');
    await requirePatient(ctx.patients, workspaceId, params);
    return answeringConflicts(reply, async () => ({
      assessment: await ctx.assessments.upsert(
        { workspaceId, ...params },
        input,
        actorOf(request),
        recordedByOf(request),
        condition,
      ),
    }));
  });
}
