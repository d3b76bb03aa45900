/**
 * /api/patients/:patientId/assessments[/:assessmentId]: list, get and save (If-Match) a patient's
 * assessments. Reads and writes are in the audit trail; who recorded one is the session's user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  assessmentInputSchema,
  assessmentListQuerySchema,
  assessmentParamsSchema,
  type RecordedBy,
} from '../../common/schemas/assessment.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
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

/** The signed-in user, never the client's text (a member could name a colleague otherwise). */
function recordedByOf(request: FastifyRequest): RecordedBy {
  const user = request.user;
  if (!user) throw new Error('recordedByOf called before the request was signed in');
  return { id: user.id, name: user.name, email: user.email };
}

export function registerAssessmentRoutes(app: FastifyInstance, ctx: AssessmentRoutesContext): void {
  app.get(apiRoutes.patientAssessments, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const { patientId } = await requirePatient(ctx.patients, workspaceId, request.params);
    const { kind } = parseInput(assessmentListQuerySchema, request.query, 'query');
    const assessments = await ctx.assessments.list(workspaceId, patientId, kind);
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'assessment.read',
      patientId,
    });
    return { assessments };
  });

  app.get(apiRoutes.patientAssessment, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const params = parseInput(assessmentParamsSchema, request.params, 'params');
    await requirePatient(ctx.patients, workspaceId, params);
    const assessment = await ctx.assessments.get({ workspaceId, ...params });
    if (!assessment) throw notFound('Assessment');
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'assessment.read',
      patientId: params.patientId,
    });
    return { assessment };
  });

  app.put(apiRoutes.patientAssessment, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const params = parseInput(assessmentParamsSchema, request.params, 'params');
    const condition = createOnlyOf(request) ? CREATE_ONLY : ifMatchOf(request);
    const input = parseInput(assessmentInputSchema, request.body, 'body');
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
