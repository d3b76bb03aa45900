/**
 * /api/patients/:patientId/programmes/:programmeId/prescription(s): a new prescription version
 * (`If-Match`: the version it was made from), its target and safety maximum computed here from
 * the exercise test it is based on and the patient's implanted device; and the history.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import {
  isTargetRefusal,
  prescriptionTarget,
  type TestHeartRates,
} from '../../common/programme/prescription-target.js';
import {
  type PrescriptionInputParsed,
  prescriptionInputSchema,
  prescriptionSchema,
  programmeParamsSchema,
} from '../../common/schemas/programme.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import { actorOf } from '../audit/actor.js';
import type { AuditRepository } from '../audit/audit-repository.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf, ifMatchOf } from '../kernel/if-match.js';
import type { RouteAccess } from '../kernel/route-access.js';
import { parseInput } from '../kernel/validate.js';
import type { PatientRepository } from '../patients/patient-repository.js';
import { requirePatient } from '../patients/require-patient.js';
import { refuseIfDischarged } from './discharged.js';
import type { ProgrammeRepository } from './programme-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PrescriptionRoutesContext extends Pick<RouteAccess, 'workspaceOf'> {
  assessments: AssessmentRepository;
  audit: AuditRepository;
  patients: PatientRepository;
  programmes: ProgrammeRepository;
}

const ops = {
  put: {
    method: 'PUT',
    url: apiRoutes.programmePrescription,
    tag: 'programmes',
    summary: 'A new prescription version',
    description:
      "The server computes `target` and `safetyMaxBpm` from the exercise test `basedOn` names and the patient's implanted device (400 naming the field when it cannot). A discharged programme → 409 `programme_discharged`; a malformed `If-None-Match` → 400.",
    params: programmeParamsSchema,
    body: prescriptionInputSchema,
    conditions: ['if-match'],
    ok: {
      status: 200,
      description: '`{ prescription }`',
      schema: z.object({ prescription: prescriptionSchema }),
    },
    refusals: [403, 404, 409],
  },
  history: {
    method: 'GET',
    url: apiRoutes.programmePrescriptions,
    tag: 'programmes',
    summary: 'Every prescription version, newest first',
    description: 'Audited (`programme.read`).',
    params: programmeParamsSchema,
    ok: {
      status: 200,
      description: '`{ prescriptions }`',
      schema: z.object({ prescriptions: z.array(prescriptionSchema) }),
    },
    refusals: [403, 404],
  },
} as const satisfies Record<string, ApiOperation>;

const refused = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', `Invalid body: body.${field}`, [
    { field: `body.${field}`, message },
  ]);

/** The heart rates of the exercise test `basedOn` names, of this patient; 400 when none. */
async function basedOnTest(
  ctx: PrescriptionRoutesContext,
  key: { workspaceId: string; patientId: string },
  input: PrescriptionInputParsed,
): Promise<TestHeartRates | null> {
  if (input.basedOn === null) return null;
  const test = await ctx.assessments.get({ ...key, assessmentId: input.basedOn });
  if (test?.kind !== 'exercise-test') {
    throw refused('basedOn', 'no exercise test of this patient has this id');
  }
  return test;
}

export function registerPrescriptionRoutes(
  app: FastifyInstance,
  ctx: PrescriptionRoutesContext,
): void {
  addRoute(app, ops.put, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'write');
    const params = parseInput(ops.put.params, request.params, 'params');
    const ifMatch = ifMatchOf(request);
    // Not a create-only write (each save appends a version), but a malformed header is refused
    // as on every other route rather than silently ignored.
    createOnlyOf(request);
    const input = parseInput(ops.put.body, request.body, 'body');
    const patient = await requirePatient(ctx.patients, workspaceId, params);
    const key = { workspaceId, ...params };
    const programme = await ctx.programmes.get(key);
    if (!programme) throw notFound('Programme');
    refuseIfDischarged(programme, 'its prescription is frozen');
    const test = await basedOnTest(ctx, key, input);
    const deviceLimitBpm = patient.clinicalProfile?.deviceLimitBpm ?? null;
    const computed = prescriptionTarget(input.intensity, test, deviceLimitBpm);
    if (isTargetRefusal(computed)) throw refused(computed.field, computed.message);
    return answeringConflicts(reply, async () => ({
      prescription: await ctx.programmes.prescriptions.append(
        key,
        input,
        computed,
        actorOf(request),
        ifMatch,
      ),
    }));
  });

  addRoute(app, ops.history, async (request) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const params = parseInput(ops.history.params, request.params, 'params');
    await requirePatient(ctx.patients, workspaceId, params);
    const key = { workspaceId, ...params };
    if (!(await ctx.programmes.get(key))) throw notFound('Programme');
    const prescriptions = await ctx.programmes.prescriptions.history(key);
    const { patientId } = params;
    await ctx.audit.append(workspaceId, actorOf(request), { action: 'programme.read', patientId });
    return { prescriptions };
  });
}
