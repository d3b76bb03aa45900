/**
 * The patient user's day (PRODUCT.md section 12): `GET /api/home/today` (the plan or the reason
 * there is none), the check-in before a session (`PUT /api/home/check-ins/:checkInId`, refused
 * with the day's reason, 403), and a physician's home clearance of an intermediate-risk
 * programme (`…/programmes/:programmeId/home-clearance`).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { startOfDayInZone, todayInZone } from '../../common/dates/zoned-time.js';
import { redFlagsOf } from '../../common/home/red-flags.js';
import {
  checkInInputSchema,
  checkInParamsSchema,
  checkInSchema,
} from '../../common/schemas/home-check-in.js';
import {
  homeClearanceInputSchema,
  homeClearanceSchema,
  homeTodaySchema,
} from '../../common/schemas/home-today.js';
import type { Programme } from '../../common/schemas/programme.js';
import { programmeParamsSchema } from '../../common/schemas/programme.js';
import { forPatient, type PatientPreambleContext } from '../audit/route-preamble.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import { parseInput } from '../kernel/validate.js';
import type { ProgrammeKey } from '../programmes/prescription-repository.js';
import { requireProgramme } from '../programmes/require-programme.js';
import { type HomeDayContext, homeDayOf } from './home-day.js';
import type { HomeInboxRepository } from './home-inbox-repository.js';
import {
  livePatientUserOf,
  notAllowed,
  type PatientUserContext,
  patientUserOf,
} from './patient-user.js';

export interface HomeDayRoutesContext
  extends HomeDayContext,
    PatientUserContext,
    PatientPreambleContext {
  programmes: HomeDayContext['programmes'] & {
    get(key: ProgrammeKey): Promise<Programme | null>;
  };
  homeInbox: Pick<HomeInboxRepository, 'recordCheckIn'>;
  reviews: HomeDayContext['reviews'] & {
    clinician(
      workspaceId: string,
      userId: string,
    ): Promise<{ physician: boolean; registration: string } | null>;
  };
}

const ops = {
  today: {
    method: 'GET',
    url: apiRoutes.homeToday,
    tag: 'home',
    summary: "The patient user's plan for today, or why there is none",
    description:
      '`{ allowed: false, reason }`: `revoked`, `no_consent`, `no_programme`, `discharged`, `risk_high`, `not_signed`, `not_cleared`, `red_flag_today` (SBC 2020; AHA/AACVPR/ACC 2019).',
    ok: { status: 200, description: 'The plan, or the reason', schema: homeTodaySchema },
    refusals: [403],
  },
  checkIn: {
    method: 'PUT',
    url: apiRoutes.homeCheckIn,
    tag: 'home',
    summary: 'The check-in before a home session (idempotent by its UUID)',
    description:
      'Refused (403 `home_not_allowed`, `details[0].message` the reason) when the day of `at` does not allow a session. Red flags (a yes; glucose < 80 or > 250 mg/dL; BP > 180/110 or systolic < 90 mmHg) are answered in `redFlags` and make the day `red_flag_today`. Audited (`home.check-in`).',
    params: checkInParamsSchema,
    body: checkInInputSchema,
    ok: { status: 200, description: 'The check-in as stored', schema: checkInSchema },
    refusals: [403, 409],
  },
  getClearance: {
    method: 'GET',
    url: apiRoutes.homeClearance,
    tag: 'home',
    summary: "A programme's home clearance and the on-site sessions done",
    params: programmeParamsSchema,
    ok: { status: 200, description: 'The clearance', schema: homeClearanceSchema },
    refusals: [403, 404],
  },
  putClearance: {
    method: 'PUT',
    url: apiRoutes.homeClearance,
    tag: 'home',
    summary: 'Clear (or unclear) an intermediate-risk programme for home sessions',
    description:
      'Only a physician of the clinic (marked with a registration). Audited (`programme.home-clearance`).',
    params: programmeParamsSchema,
    body: homeClearanceInputSchema,
    ok: { status: 200, description: 'The clearance', schema: homeClearanceSchema },
    refusals: [403, 404],
  },
} as const satisfies Record<string, ApiOperation>;

const REASON_MESSAGES = 'Today does not allow a home session';

export function registerHomeDayRoutes(app: FastifyInstance, ctx: HomeDayRoutesContext): void {
  addRoute(app, ops.today, async (request) => {
    const day = await homeDayOf(ctx, await patientUserOf(ctx, request));
    return day.allowed ? day.plan : day;
  });

  addRoute(app, ops.checkIn, async (request) => {
    const user = await livePatientUserOf(ctx, request);
    const { checkInId } = parseInput(ops.checkIn.params, request.params, 'params');
    const { answers, at } = parseInput(ops.checkIn.body, request.body, 'body');
    const { workspaceId, patientId } = user.link;
    const stored = await ctx.homeRecords.checkIn(workspaceId, checkInId);
    if (stored) {
      const same =
        stored.patientId === patientId &&
        stored.at === at &&
        JSON.stringify(stored.answers) === JSON.stringify(answers);
      if (!same) throw new HttpError(409, 'conflict', 'This check-in id is taken');
      const { patientId: _own, ...checkIn } = stored;
      return checkIn;
    }
    const day = await homeDayOf(ctx, user, at);
    if (!day.allowed) throw notAllowed(day.reason, REASON_MESSAGES);
    const date = todayInZone(await ctx.timeZoneOf(workspaceId, undefined), at);
    const checkIn = { checkInId, patientId, at, date, answers, redFlags: redFlagsOf(answers) };
    if (!(await ctx.homeRecords.addCheckIn(workspaceId, checkIn, user.actor))) {
      throw new HttpError(409, 'conflict', 'This check-in id is taken');
    }
    await ctx.homeInbox.recordCheckIn(workspaceId, checkIn);
    const { patientId: _own, ...answer } = checkIn;
    return answer;
  });

  registerClearanceRoutes(app, ctx);
}

/** A physician's home clearance of a programme, with the on-site sessions done since its start. */
function registerClearanceRoutes(app: FastifyInstance, ctx: HomeDayRoutesContext): void {
  async function clearanceAnswer(key: ProgrammeKey, programme: Programme) {
    const clearance = await ctx.homeRecords.clearance(key);
    const timeZone = await ctx.timeZoneOf(key.workspaceId, undefined);
    const from = startOfDayInZone(programme.startDate, timeZone);
    const done = await ctx.homeRecords.sessionsBetween(
      key.workspaceId,
      key.patientId,
      from,
      ctx.now() + 1,
    );
    return {
      homeCleared: clearance?.homeCleared ?? false,
      at: clearance?.at ?? null,
      by: clearance?.by ?? null,
      registration: clearance?.registration ?? null,
      clinicSessionsDone: done.clinic,
    };
  }

  addRoute(
    app,
    ops.getClearance,
    forPatient(ctx, ops.getClearance, 'read', async ({ workspaceId, params }) => {
      const key = { workspaceId, ...params };
      return clearanceAnswer(key, await requireProgramme(ctx.programmes, key));
    }),
  );

  addRoute(
    app,
    ops.putClearance,
    forPatient(
      ctx,
      ops.putClearance,
      'write',
      async ({ access, workspaceId, params, body, actor }) => {
        const key = { workspaceId, ...params };
        const programme = await requireProgramme(ctx.programmes, key);
        const profile =
          access.kind === 'clinic' ? await ctx.reviews.clinician(workspaceId, access.userId) : null;
        if (!profile?.physician) {
          throw new HttpError(
            403,
            'forbidden',
            'Only a physician of the clinic clears home sessions',
            [
              {
                field: 'body.homeCleared',
                message: 'you are not marked as physician in this clinic',
              },
            ],
          );
        }
        await ctx.homeRecords.clear(key, body.homeCleared, actor, profile.registration);
        return clearanceAnswer(key, programme);
      },
    ),
  );
}
