/**
 * Weekly adherence for the patient's History (PRODUCT.md section 12): home sessions per ISO week
 * (Monday first, the device's calendar: the patient's own week) against the prescribed number
 * per week, from the week of the first session (or this week) up to this week, newest first.
 */
import {
  addDaysToDate,
  deviceDateOf,
  isoWeekStartOfDate,
} from '../../../../common/dates/calendar-date';

export interface WeekAdherence {
  /** Monday of the week, `YYYY-MM-DD`. */
  weekStart: string;
  done: number;
  target: number;
  /** 0–1: done over target, at most 1 (a bar's fill). */
  share: number;
}

/** The bar's fill: done over target, at most whole; without a target, full once one is done. */
export function adherenceShare(done: number, target: number): number {
  if (target > 0) return Math.min(1, done / target);
  return done > 0 ? 1 : 0;
}

export function weeklyAdherence(
  sessionStarts: readonly number[],
  perWeek: number,
  now: Date,
  maxWeeks = 8,
): WeekAdherence[] {
  const thisWeek = isoWeekStartOfDate(deviceDateOf(now));
  const counts = new Map<string, number>();
  for (const startedAt of sessionStarts) {
    const week = isoWeekStartOfDate(deviceDateOf(new Date(startedAt)));
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  const earliest = [...counts.keys()].filter((week) => week <= thisWeek).sort()[0] ?? thisWeek;
  const weeks: WeekAdherence[] = [];
  for (let week = thisWeek; week >= earliest && weeks.length < maxWeeks; ) {
    const done = counts.get(week) ?? 0;
    weeks.push({ weekStart: week, done, target: perWeek, share: adherenceShare(done, perWeek) });
    week = addDaysToDate(week, -7);
  }
  return weeks;
}
