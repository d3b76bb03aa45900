/**
 * Adherence to the clinic's schedule (PRODUCT.md section 13): per programme week, the sessions a
 * patient attended (checked in), missed with a reason (absent) and missed without notice
 * (no-show); and who missed their last two expected sessions, for the front desk's follow-up call.
 * Missed sessions are the strongest early sign of drop-out from cardiac rehabilitation, which
 * AACVPR's performance measures and the SBC 2020 guideline ask programmes to act on.
 */
import {
  addDaysToDate,
  dateOfDayNumber,
  dayNumberOf,
  weekdayOfDate,
} from '../dates/calendar-date.js';
import type { AbsenceReason, AttendanceStatus } from '../schemas/class-slot.js';
import type { AdherenceWeek } from '../schemas/programme-summary.js';

/** How far back the follow-up list looks: two sessions of a once-a-week slot, and then some. */
export const FOLLOW_UP_LOOKBACK_DAYS = 28;

export interface MarkOnDay {
  slotId: string;
  date: string;
  patientId: string;
  status: AttendanceStatus;
  reason: AbsenceReason | null;
}

/** The date `days` before `date`. */
export const daysBefore = (date: string, days: number) => addDaysToDate(date, -days);

/** One entry per programme week (week 1 from `startDate`), `weekCount` of them. */
export function adherenceWeeks(
  startDate: string,
  weekCount: number,
  marks: readonly MarkOnDay[],
): AdherenceWeek[] {
  const start = dayNumberOf(startDate);
  const weeks: AdherenceWeek[] = Array.from({ length: weekCount }, (_, i) => ({
    week: i + 1,
    startDate: dateOfDayNumber(start + i * 7),
    attended: 0,
    absent: 0,
    noShow: 0,
    reasons: {},
  }));
  for (const mark of marks) {
    const week = weeks[Math.floor((dayNumberOf(mark.date) - start) / 7)];
    if (!week) continue;
    if (mark.status === 'checked-in') week.attended++;
    else if (mark.status === 'no-show') week.noShow++;
    else {
      week.absent++;
      const reason = mark.reason ?? 'other';
      week.reasons[reason] = (week.reasons[reason] ?? 0) + 1;
    }
  }
  return weeks;
}

/** The programme's weeks added up: what the discharge summary prints on one line. */
export function adherenceTotals(
  weeks: readonly AdherenceWeek[],
): Omit<AdherenceWeek, 'week' | 'startDate'> {
  const total: Omit<AdherenceWeek, 'week' | 'startDate'> = {
    attended: 0,
    absent: 0,
    noShow: 0,
    reasons: {},
  };
  for (const week of weeks) {
    total.attended += week.attended;
    total.absent += week.absent;
    total.noShow += week.noShow;
    for (const [reason, count] of Object.entries(week.reasons) as [AbsenceReason, number][]) {
      total.reasons[reason] = (total.reasons[reason] ?? 0) + count;
    }
  }
  return total;
}

export interface FollowUpInputs {
  slots: readonly { slotId: string; weekdays: readonly number[] }[];
  enrolments: readonly { slotId: string; patientId: string; since: string }[];
  /** Marks from `today` − FOLLOW_UP_LOOKBACK_DAYS to today. */
  marks: readonly MarkOnDay[];
  /** The clinic's today. */
  today: string;
}

export interface MissedSession {
  slotId: string;
  date: string;
  status: 'absent' | 'no-show' | 'unrecorded';
}

/**
 * Patients whose last two expected sessions (days of their slots since they were enrolled; today
 * only once something is recorded for it) were both missed: absent, no-show, or a past day with
 * no check-in. The sessions of each patient newest first.
 */
export function missedLastTwo(inputs: FollowUpInputs): Map<string, MissedSession[]> {
  const markOf = new Map(inputs.marks.map((m) => [`${m.slotId} ${m.date} ${m.patientId}`, m]));
  const weekdays = new Map(inputs.slots.map((s) => [s.slotId, new Set(s.weekdays)]));
  const expected = new Map<string, { slotId: string; date: string }[]>();
  const first = Math.max(dayNumberOf(inputs.today) - FOLLOW_UP_LOOKBACK_DAYS, 0);
  for (const { slotId, patientId, since } of inputs.enrolments) {
    const days = weekdays.get(slotId);
    if (!days) continue;
    for (let day = Math.max(first, dayNumberOf(since)); day <= dayNumberOf(inputs.today); day++) {
      const date = dateOfDayNumber(day);
      if (!days.has(weekdayOfDate(date))) continue;
      if (date === inputs.today && !markOf.has(`${slotId} ${date} ${patientId}`)) continue;
      const list = expected.get(patientId) ?? [];
      list.push({ slotId, date });
      expected.set(patientId, list);
    }
  }
  const missed = new Map<string, MissedSession[]>();
  for (const [patientId, sessions] of expected) {
    const lastTwo = sessions
      .sort((a, b) => b.date.localeCompare(a.date) || a.slotId.localeCompare(b.slotId))
      .slice(0, 2)
      .map(({ slotId, date }): MissedSession | null => {
        const status = markOf.get(`${slotId} ${date} ${patientId}`)?.status ?? 'unrecorded';
        return status === 'checked-in' ? null : { slotId, date, status };
      });
    if (lastTwo.length === 2 && lastTwo.every((s) => s !== null)) {
      missed.set(patientId, lastTwo as MissedSession[]);
    }
  }
  return missed;
}
