/**
 * Instants seen from an IANA zone: which calendar day a session fell on, "today", the start of a
 * day or of an ISO week, and whole days added the way a clock on the wall counts them. Every
 * computation goes through @date-fns/tz, so a daylight-saving change (a 23- or 25-hour day) moves
 * nothing to the wrong day or week; a fixed UTC offset did, on one side of each change.
 */
import { TZDateMini } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { isoWeekStartOfDate, parseCalendarDate } from './calendar-date.js';

/**
 * Instants kept within the years 0001–9999 (a day inside, so no zone's offset crosses out): a
 * session stored before the epoch limits (up to the year 275760) would otherwise give a date no
 * `YYYY-MM-DD` holds, and the whole trend a 500.
 */
const FIRST_MS = -62_135_510_400_000; // 0001-01-02T00:00Z
const LAST_MS = 253_402_128_000_000; // 9999-12-30T00:00Z

const inZone = (atMs: number, timeZone: string) =>
  new TZDateMini(Math.min(Math.max(atMs, FIRST_MS), LAST_MS), timeZone);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the day `atMs` falls on in `timeZone`. */
export function dateInZone(atMs: number, timeZone: string): string {
  const local = inZone(atMs, timeZone);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Today in `timeZone`; `now` injected by tests and by callers that hold a clock. */
export const todayInZone = (timeZone: string, now: number = Date.now()): string =>
  dateInZone(now, timeZone);

/** The instant `date` begins in `timeZone` (not always 00:00 where a change falls at midnight). */
export function startOfDayInZone(date: string, timeZone: string): number {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const { year, month, day } = parts;
  // From noon: midnight itself may not exist on the day of a change (America/Sao_Paulo, 2018).
  return startOfDay(new TZDateMini(year, month - 1, day, 12, timeZone)).getTime();
}

/** Monday (`YYYY-MM-DD`) of the ISO week holding `atMs` in `timeZone`. */
export const isoWeekStartInZone = (atMs: number, timeZone: string): string =>
  isoWeekStartOfDate(dateInZone(atMs, timeZone));

/**
 * `atMs` moved `days` calendar days in `timeZone`, keeping the wall-clock time: 08:00 the day
 * before a change is 08:00 the day after, 23 or 25 hours later.
 */
export const addDaysInZone = (atMs: number, days: number, timeZone: string): number =>
  addDays(inZone(atMs, timeZone), days).getTime();

/** Minutes past midnight on the wall clock of `timeZone` at `atMs` (a reminder's HH:MM). */
export function minutesOfDayInZone(atMs: number, timeZone: string): number {
  const local = inZone(atMs, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}
