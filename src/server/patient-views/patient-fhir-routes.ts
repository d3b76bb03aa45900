/**
 * /api/patients/:patientId/fhir: the patient, their sessions, and their rehabilitation
 * programmes (CarePlan, Goal) and assessments (Observations) as a FHIR R4 bundle.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { buildPatientBundle, fhirIdOf } from '../../common/fhir/patient-bundle.js';
import {
  type RehabilitationRecords,
  rehabilitationResources,
} from '../../common/fhir/rehabilitation-resources.js';
import type { Activity } from '../../common/schemas/activity.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import type { ActivityRepository } from '../activities/activity-repository.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PatientFhirRoutesContext extends PatientPreambleContext {
  activities: ActivityRepository;
  /** The patient's programmes and assessments (from the programmes area, wired by app.ts). */
  rehabilitationOf: (workspaceId: string, patientId: string) => Promise<RehabilitationRecords>;
}

const fhirOperation = {
  method: 'GET',
  url: apiRoutes.patientFhir,
  tag: 'patients',
  summary: 'The patient as a FHIR R4 bundle (attachment)',
  description:
    'The patient, their sessions, programmes (CarePlan, Goal) and assessments (Observations). Audited (`patient.fhir.read`).',
  params: patientParamsSchema,
  ok: { status: 200, description: 'A FHIR R4 `Bundle`', contentType: 'application/fhir+json' },
  refusals: [403, 404],
} as const satisfies ApiOperation;

export function registerPatientFhirRoutes(
  app: FastifyInstance,
  ctx: PatientFhirRoutesContext,
): void {
  addRoute(
    app,
    fhirOperation,
    forPatient(
      ctx,
      fhirOperation,
      'read',
      async ({ workspaceId, patient, audit }, _request, reply) => {
        const { patientId } = patient;
        const activities: Activity[] = [];
        for await (const batch of ctx.activities.allWhole(workspaceId, patientId))
          activities.push(...batch);
        activities.sort((a, b) => a.startedAt - b.startedAt);
        const bundle = buildPatientBundle(patient, activities, Date.now());
        const rehabilitation = rehabilitationResources(
          `Patient/${fhirIdOf(patientId)}`,
          await ctx.rehabilitationOf(workspaceId, patientId),
        );
        bundle.entry.push(...rehabilitation.map((resource) => ({ resource })));
        await audit({ action: 'patient.fhir.read' });
        return reply
          .type('application/fhir+json')
          .header('content-disposition', `attachment; filename="ritmo-${patientId}-fhir.json"`)
          .send(bundle);
      },
    ),
  );
}
