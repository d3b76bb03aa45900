/** /api/patients/:patientId/fhir: the patient and their sessions as a FHIR R4 bundle. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { buildPatientBundle } from '../../common/fhir/patient-bundle.js';
import type { Activity } from '../../common/schemas/activity.js';
import { actorOf } from '../audit/actor.js';
import type { RouteContext } from '../http/route-context.js';
import { requirePatient } from './require-patient.js';

export function registerPatientFhirRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(apiRoutes.patientFhir, async (request, reply) => {
    const workspaceId = await ctx.workspaceOf(request, 'read');
    const patient = await requirePatient(ctx.patients, workspaceId, request.params);
    const activities: Activity[] = [];
    for await (const batch of ctx.activities.allWhole(workspaceId, patient.patientId))
      activities.push(...batch);
    activities.sort((a, b) => a.startedAt - b.startedAt);
    await ctx.audit.append(workspaceId, actorOf(request), {
      action: 'patient.fhir.read',
      patientId: patient.patientId,
    });
    return reply
      .type('application/fhir+json')
      .header('content-disposition', `attachment; filename="ritmo-${patient.patientId}-fhir.json"`)
      .send(buildPatientBundle(patient, activities, Date.now()));
  });
}
