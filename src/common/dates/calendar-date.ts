/**
 * Calendar dates as the API carries them (`YYYY-MM-DD`): a day in someone's calendar, with no
 * time and no zone (a birth date, a programme's start, a class slot's day). Their arithmetic
 * counts whole days, so no daylight-saving change can move one; which day an instant falls on is
 * `zoned-time.ts`'s work. Pure and free of date-fns, so the web's first screen stays small.
 */
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** A real date written `YYYY-MM-DD` (2026-02-30 is refused). */
export const calendarDateSchema = z.iso.date('must be a date as YYYY-MM-DD');

/** Year, month (1–12) and day of a `YYYY-MM-DD` date; null when it is not a real date. */
export function parseCalendarDate(
  date: string,
): { year: number; month: number; day: number } | null {
  if (!calendarDateSchema.safeParse(date).success) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Days since 1970-01-01 (negative before). */
export const dayNumberOf = (date: string): number =>
  Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The date `dayNumber` days after 1970-01-01. */
export const dateOfDayNumber = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `date` (before, when negative). */
export const addDaysToDate = (date: string, days: number): string =>
  dateOfDayNumber(dayNumberOf(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetweenDates = (from: string, to: string): number =>
  dayNumberOf(to) - dayNumberOf(from);

/** Day of the week of a date, 0 = Sunday … 6 = Saturday. */
export const weekdayOfDate = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Monday of the ISO week (Monday to Sunday) holding `date`. */
export const isoWeekStartOfDate = (date: string): string =>
  addDaysToDate(date, -((weekdayOfDate(date) + 6) % 7));

/**
 * Midnight UTC of `date`: how a calendar date becomes a `Date` for display (formatted with
 * `timeZone: 'UTC'`, so every zone shows the same day).
 */
export const calendarDateAsUtcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * The instant `date` (+ `plusDays`) begins, or reaches `hour` o'clock, on this runtime's clock:
 * the browser's zone on the web, from its own calendar fields (no offset added by hand).
 */
export function onDeviceClock(date: string, hour = 0, plusDays = 0): number {
  const parts = parseCalendarDate(date);
  if (!parts) return Number.NaN;
  return new Date(parts.year, parts.month - 1, parts.day + plusDays, hour).getTime();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date `at` falls on in this runtime's calendar (the browser's zone on the web). */
export const deviceDateOf = (at: Date): string =>
  `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
