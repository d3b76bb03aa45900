/** Per-patient results: the weekly trend and the FHIR R4 export. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildPatientBundle } from '../../common/fhir/patient-bundle.js';
import type { Activity } from '../../common/schemas/activity.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import { groupByWeek } from '../../common/trends/weekly-trend.js';
import { notFound } from '../http/http-error.js';
import type { RouteContext } from '../http/route-context.js';
import { parseInput } from '../http/validate.js';

const trendQuerySchema = z
  .object({
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
    /** Minutes east of UTC of the clinician's zone, so weeks start on their Monday. */
    utcOffsetMin: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  });

export function registerResultsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  async function patientOf(ownerId: string, params: unknown) {
    const { patientId } = parseInput(patientParamsSchema, params, 'params');
    const patient = await ctx.patients.get(ownerId, patientId);
    if (!patient) throw notFound('Patient');
    return patient;
  }

  app.get('/api/patients/:patientId/trend', async (request) => {
    const ownerId = await ctx.ownerOf(request);
    const patient = await patientOf(ownerId, request.params);
    const query = parseInput(trendQuerySchema, request.query, 'query');
    const sessions = await ctx.activities.trendSessions(ownerId, patient.patientId, query);
    return {
      patientId: patient.patientId,
      sessions,
      weeks: groupByWeek(sessions, query.utcOffsetMin),
    };
  });

  app.get('/api/patients/:patientId/fhir', async (request, reply) => {
    const ownerId = await ctx.ownerOf(request);
    const patient = await patientOf(ownerId, request.params);
    const activities: Activity[] = [];
    for await (const batch of ctx.activities.allWhole(ownerId, patient.patientId))
      activities.push(...batch);
    activities.sort((a, b) => a.startedAt - b.startedAt);
    return reply
      .type('application/fhir+json')
      .header('content-disposition', `attachment; filename="ritmo-${patient.patientId}-fhir.json"`)
      .send(buildPatientBundle(patient, activities, Date.now()));
  });
}
