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
import { notFound } from '../http/http-error.js';
import { answeringConflicts, ifMatchOf } from '../http/if-match.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';
import { requirePatient } from '../patients/require-patient.js';

/** The signed-in user, never the client's text (a member could name a colleague otherwise). */
function recordedByOf(request: FastifyRequest): RecordedBy {
  const user = request.user;
  if (!user) throw new Error('recordedByOf called before the request was signed in');
  return { id: user.id, name: user.name, email: user.email };
}

export function registerAssessmentRoutes(app: FastifyInstance, ctx: RouteContext): void {
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
    const ifMatch = ifMatchOf(request);
    const input = parseInput(assessmentInputSchema, request.body, 'body');
    await requirePatient(ctx.patients, workspaceId, params);
    return answeringConflicts(reply, async () => ({
      assessment: await ctx.assessments.upsert(
        { workspaceId, ...params },
        input,
        actorOf(request),
        recordedByOf(request),
        ifMatch,
      ),
    }));
  });
}
