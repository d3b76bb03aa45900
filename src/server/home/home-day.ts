/**
 * A patient user's day, decided on the server (PRODUCT.md section 12): the facts the eligibility
 * rule reads (common/home/home-eligibility.ts) and, when it allows, the plan — the band and
 * safety maximum from the same limits function as the clinic's sessions
 * (common/programme/monitoring-limits.ts), the prescription's minutes in phases, and the week's
 * sessions against the prescribed frequency.
 */

import type { Kysely } from 'kysely';
import { addDaysToDate, isoWeekStartOfDate } from '../../common/dates/calendar-date.js';
import { startOfDayInZone, todayInZone } from '../../common/dates/zoned-time.js';
import { checkInProfileOf } from '../../common/home/check-in-questions.js';
import {
  type HomeRefusal,
  homePhasesOf,
  homeRefusalOf,
} from '../../common/home/home-eligibility.js';
import { monitoringLimitsOf, type TestCaps } from '../../common/programme/monitoring-limits.js';
import { planSignedHere } from '../../common/programme/review-due.js';
import type { Assessment } from '../../common/schemas/assessment.js';
import type { HomePlan } from '../../common/schemas/home-today.js';
import type { Patient } from '../../common/schemas/patient.js';
import type { Programme } from '../../common/schemas/programme.js';
import type { Review } from '../../common/schemas/review.js';
import type { DataSchema } from '../db/schema.js';
import type { CurrentPlan } from '../programmes/plan-hash.js';
import { currentPlanOf } from '../programmes/plan-hash.js';
import type { ProgrammeKey } from '../programmes/prescription-repository.js';
import type { HomeConsentRepository } from './home-consent-repository.js';
import type { HomeRecords } from './home-records.js';
import type { PatientUser } from './patient-user.js';

export interface HomeDayContext {
  data: Kysely<DataSchema>;
  programmes: { list(workspaceId: string, patientId: string): Promise<Programme[]> };
  reviews: { list(key: ProgrammeKey, plan: CurrentPlan): Promise<Review[]> };
  assessments: {
    list(workspaceId: string, patientId: string, kind?: 'exercise-test'): Promise<Assessment[]>;
  };
  homeConsent: Pick<HomeConsentRepository, 'current' | 'acceptedAt'>;
  homeRecords: HomeRecords;
  timeZoneOf(workspaceId: string, requested: string | undefined): Promise<string>;
  now: () => number;
}

export type HomeDay = { allowed: false; reason: HomeRefusal } | { allowed: true; plan: HomePlan };

/** The active programme, else the latest (they come newest start first). */
const programmeOf = (programmes: Programme[]) =>
  programmes.find((p) => p.status === 'active') ?? programmes[0] ?? null;

async function signedNow(ctx: HomeDayContext, key: ProgrammeKey, programme: Programme) {
  const plan = await currentPlanOf(ctx.data, key, programme);
  return planSignedHere(await ctx.reviews.list(key, plan));
}

/** Exercise tests as the limits function reads them. */
function testCapsOf(assessments: Assessment[]): TestCaps[] {
  return assessments.flatMap((a): TestCaps[] =>
    a.kind === 'exercise-test'
      ? [
          {
            assessmentId: a.assessmentId,
            date: a.date,
            peakHr: a.peakHr,
            ischaemicHr: a.ischaemicHr ?? null,
            createdAt: a.createdAt,
          },
        ]
      : [],
  );
}

async function planOf(
  ctx: HomeDayContext,
  user: PatientUser & { patient: Patient },
  programme: Programme & { prescription: NonNullable<Programme['prescription']> },
  date: string,
  timeZone: string,
): Promise<HomePlan> {
  const { workspaceId, patientId } = user.link;
  const { prescription } = programme;
  const { intensity } = prescription;
  const profile = user.patient.clinicalProfile ?? null;
  const limits = monitoringLimitsOf({
    exerciseTests: testCapsOf(await ctx.assessments.list(workspaceId, patientId, 'exercise-test')),
    deviceLimitBpm: profile?.deviceLimitBpm ?? null,
    atrialFibrillation: profile?.atrialFibrillation ?? false,
    prescription: {
      version: prescription.version,
      target: prescription.target,
      safetyMaxBpm: prescription.safetyMaxBpm,
      borg:
        intensity.method === 'borg' ? { low: intensity.borgLow, high: intensity.borgHigh } : null,
    },
  });
  const weekStart = isoWeekStartOfDate(date);
  const sessionsThisWeek = await ctx.homeRecords.sessionsBetween(
    workspaceId,
    patientId,
    startOfDayInZone(weekStart, timeZone),
    startOfDayInZone(addDaysToDate(weekStart, 7), timeZone),
  );
  return {
    allowed: true,
    date,
    programmeId: programme.programmeId,
    prescription: {
      version: prescription.version,
      modality: prescription.modality,
      minutes: prescription.minutes,
      intensity,
    },
    phases: homePhasesOf(prescription.minutes),
    guidance: limits.guidance,
    band: limits.band,
    borg: limits.borg,
    safetyMaxBpm: limits.safetyMax?.bpm ?? null,
    sessionsPerWeek: programme.sessionsPerWeek,
    sessionsThisWeek,
    checkIn: checkInProfileOf(profile),
  };
}

/**
 * Today's answer for the patient user, on `date` of the clinic's calendar (today when left out:
 * a session or check-in sent later from the outbox is judged on its own day's red flags).
 */
export async function homeDayOf(
  ctx: HomeDayContext,
  user: PatientUser,
  atMs?: number,
): Promise<HomeDay> {
  const { link, patient } = user;
  const { workspaceId, patientId } = link;
  const timeZone = await ctx.timeZoneOf(workspaceId, undefined);
  const date = todayInZone(timeZone, atMs ?? ctx.now());
  if (user.revoked || !patient) return { allowed: false, reason: 'revoked' };
  const version = await ctx.homeConsent.current(workspaceId);
  const consented =
    (await ctx.homeConsent.acceptedAt(workspaceId, patientId, version.sha256)) !== null;
  const programme = programmeOf(await ctx.programmes.list(workspaceId, patientId));
  const key = programme && { workspaceId, patientId, programmeId: programme.programmeId };
  const facts = {
    revoked: false,
    consented,
    programme:
      programme && key
        ? {
            status: programme.status,
            riskClass: programme.riskClass,
            prescribed: programme.prescription !== null,
            signed: programme.prescription !== null && (await signedNow(ctx, key, programme)),
            homeCleared: (await ctx.homeRecords.clearance(key))?.homeCleared ?? false,
          }
        : null,
    redFlagToday: await ctx.homeRecords.redFlagOn(workspaceId, patientId, date),
  };
  const reason = homeRefusalOf(facts);
  const prescription = programme?.prescription;
  if (reason || !programme || !prescription) {
    return { allowed: false, reason: reason ?? 'no_programme' };
  }
  const plan = await planOf(
    ctx,
    { ...user, patient },
    { ...programme, prescription },
    date,
    timeZone,
  );
  return { allowed: true, plan };
}
