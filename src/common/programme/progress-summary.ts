/**
 * A programme's progress summary from its sessions, prescriptions and the patient's assessments
 * (PRODUCT.md section 10): sessions done against planned, attendance per programme week against
 * the prescribed frequency, each session's numbers, BP/SpO₂ entries, outcomes and alarms.
 */

import { alarmRuleCounts } from '../alarms/alarm-counts.js';
import type { Activity } from '../schemas/activity.js';
import type { Assessment } from '../schemas/assessment.js';
import { clampToDateRange } from '../schemas/epoch-ms.js';
import type { Prescription, Programme } from '../schemas/programme.js';
import type { AttendanceWeek, ProgrammeSummary } from '../schemas/programme-summary.js';
import { outcomesOf, weightOn } from './outcomes.js';
import { sessionEntries, sessionProgress } from './session-progress.js';

const DAY_MS = 86_400_000;
/** Five years of weeks at most: an old programme never discharged still answers in bounds. */
const MAX_WEEKS = 260;

export interface SummaryInput {
  programme: Programme;
  prescriptions: readonly Prescription[];
  /** The patient's sessions, whole; those before the start are left out here. */
  activities: readonly Activity[];
  assessments: readonly Assessment[];
  now: number;
  /** Minutes east of UTC: which day a session falls on. */
  utcOffsetMin: number;
}

/** YYYY-MM-DD of an instant in the zone `utcOffsetMin` east of UTC. */
export function localDateOf(atMs: number, utcOffsetMin: number): string {
  // Kept inside what a Date holds: a session stored before the epoch limits (up to the last
  // instant a Date holds) would otherwise throw here and make the whole trend a 500.
  return new Date(clampToDateRange(atMs + utcOffsetMin * 60_000)).toISOString().slice(0, 10);
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Week 1 starts on the start date; weeks run to today or the last session, whichever is later. */
export function attendanceWeeks(
  startDate: string,
  sessionDates: readonly string[],
  today: string,
  sessionsPerWeek: number,
): AttendanceWeek[] {
  const start = dayNumber(startDate);
  const last = Math.max(start, dayNumber(today), ...sessionDates.map(dayNumber));
  const count = Math.min(MAX_WEEKS, Math.floor((last - start) / 7) + 1);
  const weeks = Array.from({ length: count }, (_, i) => ({
    week: i + 1,
    startDate: dateOfDay(start + i * 7),
    sessions: 0,
    prescribed: sessionsPerWeek,
  }));
  for (const date of sessionDates) {
    const week = weeks[Math.floor((dayNumber(date) - start) / 7)];
    if (week) week.sessions++;
  }
  return weeks;
}

export function programmeSummary(input: SummaryInput): ProgrammeSummary {
  const { programme, prescriptions, assessments, utcOffsetMin } = input;
  const activities = input.activities
    .filter((a) => localDateOf(a.startedAt, utcOffsetMin) >= programme.startDate)
    .sort((a, b) => a.startedAt - b.startedAt);
  const sessions = activities.map((a) =>
    sessionProgress(
      a,
      prescriptions,
      weightOn(assessments, localDateOf(a.startedAt, utcOffsetMin)),
    ),
  );
  const totals = alarmRuleCounts(activities.flatMap((a) => a.events));
  return {
    patientId: programme.patientId,
    programmeId: programme.programmeId,
    phase: programme.phase,
    startDate: programme.startDate,
    riskClass: programme.riskClass,
    status: programme.status,
    computedAt: input.now,
    plannedSessions: programme.plannedSessions,
    sessionsPerWeek: programme.sessionsPerWeek,
    sessionsDone: activities.length,
    weeks: attendanceWeeks(
      programme.startDate,
      activities.map((a) => localDateOf(a.startedAt, utcOffsetMin)),
      localDateOf(input.now, utcOffsetMin),
      programme.sessionsPerWeek,
    ),
    sessions,
    entries: activities.flatMap(sessionEntries),
    ...outcomesOf(assessments, programme.startDate),
    alarmTotals: totals,
    discharge: null,
  };
}
