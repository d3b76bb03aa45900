/**
 * /api/patients/:patientId/programmes/:programmeId/summary and …/discharge: a programme's
 * progress (sessions, attendance, time in target, outcomes, alarms) computed from its records,
 * and the discharge that freezes it with the recommendations (PRODUCT.md section 10).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { adherenceWeeks } from '../../common/programme/adherence.js';
import { programmeSummary } from '../../common/programme/progress-summary.js';
import type { Activity } from '../../common/schemas/activity.js';
import { programmeParamsSchema } from '../../common/schemas/programme.js';
import {
  dischargeInputSchema,
  type ProgrammeSummary,
  programmeSummaryResponseSchema,
  summaryQuerySchema,
} from '../../common/schemas/programme-summary.js';
import type { ActivityRepository } from '../activities/activity-repository.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import type { SlotRepository } from '../class-slots/slot-repository.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { dischargedConflict } from './discharged.js';
import type { ProgrammeKey } from './prescription-repository.js';
import type { ProgrammeRepository } from './programme-repository.js';
import { requireProgramme } from './require-programme.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface SummaryRoutesContext extends PatientPreambleContext {
  now: () => number;
  activities: ActivityRepository;
  assessments: AssessmentRepository;
  programmes: ProgrammeRepository;
  /** The class slots' attendance (`slots.days`): the summary's adherence. */
  slots: Pick<SlotRepository, 'days'>;
  /** The zone a request's days are counted in (workspaces/time-zone-of.ts). */
  timeZoneOf: (workspaceId: string, requested: string | undefined) => Promise<string>;
}

const ops = {
  summary: {
    method: 'GET',
    url: apiRoutes.programmeSummary,
    tag: 'programmes',
    summary: "A programme's progress, or once discharged the summary frozen then",
    description:
      "Sessions, attendance per programme week, time in target, outcomes against the baseline, alarms; days in the IANA zone `timeZone` (left out: the clinic's zone, else UTC). Audited (`programme.summary.read`).",
    params: programmeParamsSchema,
    query: summaryQuerySchema,
    ok: { status: 200, description: '`{ summary }`', schema: programmeSummaryResponseSchema },
    refusals: [403, 404],
  },
  discharge: {
    method: 'POST',
    url: apiRoutes.programmeDischarge,
    tag: 'programmes',
    summary: 'Discharge: freeze the summary with the recommendations',
    description:
      "Days counted in the IANA zone `timeZone` (left out: the clinic's zone, else UTC), as the summary. The only way to discharge; the programme is then read-only (its PUT, prescription and new reviews answer 409 `programme_discharged`). Audited (`programme.discharge`).",
    params: programmeParamsSchema,
    query: summaryQuerySchema,
    body: dischargeInputSchema,
    bodyOptional: true,
    ok: { status: 201, description: '`{ summary }`', schema: programmeSummaryResponseSchema },
    refusals: [403, 404, 409],
  },
} as const satisfies Record<string, ApiOperation>;

/** The summary as of now, from the programme's records. */
async function liveSummary(
  ctx: SummaryRoutesContext,
  key: ProgrammeKey,
  requestedZone: string | undefined,
): Promise<ProgrammeSummary> {
  const programme = await requireProgramme(ctx.programmes, key);
  const activities: Activity[] = [];
  for await (const batch of ctx.activities.allWhole(key.workspaceId, key.patientId))
    activities.push(...batch);
  const summary = programmeSummary({
    programme,
    prescriptions: await ctx.programmes.prescriptions.history(key),
    activities,
    assessments: await ctx.assessments.list(key.workspaceId, key.patientId),
    now: ctx.now(),
    timeZone: await ctx.timeZoneOf(key.workspaceId, requestedZone),
  });
  const marks = await ctx.slots.days.ofPatient(key.workspaceId, key.patientId, programme.startDate);
  return {
    ...summary,
    adherence: adherenceWeeks(programme.startDate, summary.weeks.length, marks),
  };
}

export function registerProgrammeSummaryRoutes(
  app: FastifyInstance,
  ctx: SummaryRoutesContext,
): void {
  addRoute(
    app,
    ops.summary,
    forPatient(ctx, ops.summary, 'read', async ({ workspaceId, params, query, audit }) => {
      const key = { workspaceId, ...params };
      const summary =
        (await ctx.programmes.discharges.get(key)) ?? (await liveSummary(ctx, key, query.timeZone));
      await audit({ action: 'programme.summary.read' });
      return { summary };
    }),
  );

  addRoute(
    app,
    ops.discharge,
    forPatient(ctx, ops.discharge, 'write', async (scope, _request, reply) => {
      const key = { workspaceId: scope.workspaceId, ...scope.params };
      if (await ctx.programmes.discharges.isDischarged(key)) {
        throw dischargedConflict('it cannot be discharged again');
      }
      const summary = await liveSummary(ctx, key, scope.query.timeZone);
      await ctx.programmes.discharges.discharge(
        key,
        summary,
        scope.body.recommendations,
        scope.actor,
      );
      return reply.status(201).send({ summary: await ctx.programmes.discharges.get(key) });
    }),
  );
}
