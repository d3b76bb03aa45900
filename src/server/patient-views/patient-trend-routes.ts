/** /api/patients/:patientId/trend: each session's key numbers and their weekly means. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import { epochQuerySchema } from '../../common/schemas/epoch-ms.js';
import { patientParamsSchema } from '../../common/schemas/patient.js';
import { withEstimatedMets } from '../../common/trends/trend-mets.js';
import { groupByWeek } from '../../common/trends/weekly-trend.js';
import type { ActivityRepository } from '../activities/activity-repository.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface PatientTrendRoutesContext extends PatientPreambleContext {
  activities: ActivityRepository;
  assessments: AssessmentRepository;
}

const trendQuerySchema = z
  .object({
    from: epochQuerySchema.optional(),
    to: epochQuerySchema.optional(),
    /** Minutes east of UTC of the user's zone, so weeks start on their Monday. */
    utcOffsetMin: z.coerce.number().int().min(-840).max(840).default(0),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  });

const trendOperation = {
  method: 'GET',
  url: apiRoutes.patientTrend,
  tag: 'patients',
  summary: "Each session's key numbers and their weekly means",
  description:
    'Per session: HR, duration, Borg, recovery, % of active time in its target band, average power and speed, METs estimated by the ACSM equations, first BP, peak systolic, lowest SpO₂. Weeks start on Monday in the zone `utcOffsetMin` minutes east of UTC. Audited (`patient.trend.read`).',
  params: patientParamsSchema,
  query: trendQuerySchema,
  ok: { status: 200, description: '`{ patientId, sessions, weeks }`' },
  refusals: [403, 404],
} as const satisfies ApiOperation;

export function registerPatientTrendRoutes(
  app: FastifyInstance,
  ctx: PatientTrendRoutesContext,
): void {
  addRoute(
    app,
    trendOperation,
    forPatient(ctx, trendOperation, 'read', async ({ workspaceId, patient, query, audit }) => {
      const { patientId } = patient;
      const vitals = await ctx.assessments.list(workspaceId, patientId, 'vitals');
      const sessions = withEstimatedMets(
        await ctx.activities.trendSessions(workspaceId, patientId, query),
        vitals,
        query.utcOffsetMin,
      );
      await audit({ action: 'patient.trend.read' });
      return { patientId, sessions, weeks: groupByWeek(sessions, query.utcOffsetMin) };
    }),
  );
}
