/** /api/patients/:patientId/trend: each session's key numbers and their weekly means. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { timeZoneQuerySchema } from '../../common/dates/time-zone.js';
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
  /** The zone a request's days are counted in (workspaces/time-zone-of.ts). */
  timeZoneOf: (workspaceId: string, requested: string | undefined) => Promise<string>;
}

const trendQuerySchema = timeZoneQuerySchema
  .extend({ from: epochQuerySchema.optional(), to: epochQuerySchema.optional() })
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
    "Per session: HR, duration, Borg, recovery, % of active time in its target band, average power and speed, METs estimated by the ACSM equations, first BP, peak systolic, lowest SpO₂. Weeks run Monday to Sunday in the IANA zone `timeZone` (left out: the clinic's zone, else UTC). Audited (`patient.trend.read`).",
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
      const timeZone = await ctx.timeZoneOf(workspaceId, query.timeZone);
      const vitals = await ctx.assessments.list(workspaceId, patientId, 'vitals');
      const sessions = withEstimatedMets(
        await ctx.activities.trendSessions(workspaceId, patientId, query),
        vitals,
        timeZone,
      );
      await audit({ action: 'patient.trend.read' });
      return { patientId, sessions, weeks: groupByWeek(sessions, timeZone) };
    }),
  );
}
