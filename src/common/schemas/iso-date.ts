/** Calendar dates as the API carries them (YYYY-MM-DD), shared by patients and the programme. */
import { calendarDateSchema } from '../dates/calendar-date.js';

export const isoDateSchema = calendarDateSchema;

/**
 * The furthest-ahead zone in the IANA time zone database is UTC+14 (Pacific/Kiritimati): no clinic
 * anywhere has a later "today" than the UTC date 14 hours from now.
 */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;

/** The latest date that is already today somewhere; a clinic's local date is never past it. */
export function latestTodayAnywhere(now = Date.now()): string {
  return new Date(now + FURTHEST_AHEAD_MS).toISOString().slice(0, 10);
}

/**
 * No patient alive was born, tested or enrolled before it; year 0000 made the reviews-due list
 * answer a `dueAt` before the Common Era.
 */
export const EARLIEST_DATE = '1900-01-01';

/**
 * A date that has happened: a birth, a cardiac event, a test already done. Judged against the
 * latest "today" on Earth, not UTC's, so a clinic east of Greenwich recording after its midnight
 * (or a device a few minutes fast at midnight) is not told its own today is in the future.
 */
export const pastDateSchema = isoDateSchema
  .refine((value) => value >= EARLIEST_DATE, `must not be before ${EARLIEST_DATE}`)
  .refine((value) => value <= latestTodayAnywhere(), 'must not be in the future');
