/**
 * A programme's progress summary from its sessions, prescriptions and the patient's assessments
 * (PRODUCT.md section 10): sessions done against planned, attendance per programme week against
 * the prescribed frequency, each session's numbers, BP/SpO₂ entries, outcomes and alarms.
 */

import { alarmRuleCounts } from '../alarms/alarm-counts.js';
import { dateOfDayNumber, dayNumberOf } from '../dates/calendar-date.js';
import { dateInZone } from '../dates/zoned-time.js';
import type { Activity } from '../schemas/activity.js';
import type { Assessment } from '../schemas/assessment.js';
import type { Prescription, Programme } from '../schemas/programme.js';
import type { AttendanceWeek, ProgrammeSummary } from '../schemas/programme-summary.js';
import { outcomesOf, weightOn } from './outcomes.js';
import { sessionEntries, sessionProgress } from './session-progress.js';
import { settingTotals } from './setting-adherence.js';

/** Five years of weeks at most: an old programme never discharged still answers in bounds. */
const MAX_WEEKS = 260;

export interface SummaryInput {
  programme: Programme;
  prescriptions: readonly Prescription[];
  /** The patient's sessions, whole; those before the start are left out here. */
  activities: readonly Activity[];
  assessments: readonly Assessment[];
  now: number;
  /** The IANA zone whose calendar says which day a session falls on. */
  timeZone: string;
}

/** Week 1 starts on the start date; weeks run to today or the last session, whichever is later. */
export function attendanceWeeks(
  startDate: string,
  sessionDates: readonly string[],
  today: string,
  sessionsPerWeek: number,
  /** The days of those sessions done at home (a subset of `sessionDates`). */
  homeDates: readonly string[] = [],
): AttendanceWeek[] {
  const start = dayNumberOf(startDate);
  const last = Math.max(start, dayNumberOf(today), ...sessionDates.map(dayNumberOf));
  const count = Math.min(MAX_WEEKS, Math.floor((last - start) / 7) + 1);
  const weeks = Array.from({ length: count }, (_, i) => ({
    week: i + 1,
    startDate: dateOfDayNumber(start + i * 7),
    sessions: 0,
    prescribed: sessionsPerWeek,
    home: 0,
  }));
  const weekOf = (date: string) => weeks[Math.floor((dayNumberOf(date) - start) / 7)];
  for (const date of sessionDates) {
    const week = weekOf(date);
    if (week) week.sessions++;
  }
  for (const date of homeDates) {
    const week = weekOf(date);
    if (week) week.home++;
  }
  return weeks;
}

export function programmeSummary(input: SummaryInput): ProgrammeSummary {
  const { programme, prescriptions, assessments, timeZone } = input;
  const activities = input.activities
    .filter((a) => dateInZone(a.startedAt, timeZone) >= programme.startDate)
    .sort((a, b) => a.startedAt - b.startedAt);
  const sessions = activities.map((a) =>
    sessionProgress(a, prescriptions, weightOn(assessments, dateInZone(a.startedAt, timeZone))),
  );
  const totals = alarmRuleCounts(activities.flatMap((a) => a.events));
  const dayOf = (a: Activity) => dateInZone(a.startedAt, timeZone);
  const weeks = attendanceWeeks(
    programme.startDate,
    activities.map(dayOf),
    dateInZone(input.now, timeZone),
    programme.sessionsPerWeek,
    activities.filter((a) => a.setting === 'home').map(dayOf),
  );
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
    weeks,
    settings: settingTotals(weeks),
    sessions,
    entries: activities.flatMap(sessionEntries),
    ...outcomesOf(assessments, programme.startDate),
    alarmTotals: totals,
    discharge: null,
  };
}
