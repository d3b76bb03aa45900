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
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import { answeringConflicts, createOnlyOf } from '../kernel/if-match.js';
import { refuseIfDischarged } from './discharged.js';
import type { ProgrammeRepository } from './programme-repository.js';
import { requireProgramme } from './require-programme.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PrescriptionRoutesContext extends PatientPreambleContext {
  assessments: AssessmentRepository;
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
  addRoute(
    app,
    ops.put,
    forPatient(ctx, ops.put, 'write', async (scope, request, reply) => {
      // Not a create-only write (each save appends a version), but a malformed header is refused
      // as on every other route rather than silently ignored.
      createOnlyOf(request);
      const key = { workspaceId: scope.workspaceId, ...scope.params };
      const programme = await requireProgramme(ctx.programmes, key);
      refuseIfDischarged(programme, 'its prescription is frozen');
      const test = await basedOnTest(ctx, key, scope.body);
      const deviceLimitBpm = scope.patient.clinicalProfile?.deviceLimitBpm ?? null;
      const computed = prescriptionTarget(scope.body.intensity, test, deviceLimitBpm);
      if (isTargetRefusal(computed)) throw refused(computed.field, computed.message);
      return answeringConflicts(reply, async () => ({
        prescription: await ctx.programmes.prescriptions.append(
          key,
          scope.body,
          computed,
          scope.actor,
          scope.ifMatch,
        ),
      }));
    }),
  );

  addRoute(
    app,
    ops.history,
    forPatient(ctx, ops.history, 'read', async ({ workspaceId, params, audit }) => {
      const key = { workspaceId, ...params };
      await requireProgramme(ctx.programmes, key);
      const prescriptions = await ctx.programmes.prescriptions.history(key);
      await audit({ action: 'programme.read' });
      return { prescriptions };
    }),
  );
}
