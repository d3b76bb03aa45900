/**
 * Time fields (ms since 1970) and their limits (PRODUCT.md §9): an activity lasts at most 24 h,
 * and a stored epoch lies between 2000-01-01 and a day from now. Unbounded times let one save
 * make the FHIR export loop for every second until the year 9999, and made `new Date` throw in
 * the trend.
 */
import { z } from 'zod';

export const DAY_MS = 86_400_000;
export const MAX_ACTIVITY_MS = DAY_MS;
export const EARLIEST_EPOCH_MS = Date.UTC(2000, 0, 1);
/** Slack for a device clock that runs ahead; more than that is a broken clock or a forgery. */
const FUTURE_SLACK_MS = DAY_MS;
/** The largest magnitude a JS Date holds (100,000,000 days); past it a Date is invalid. */
export const MAX_DATE_MS = 8_640_000_000_000_000;

/**
 * "Now" is read at each parse, not once when the module loads: servers and tabs stay up for
 * days. A bad epoch aborts, so the activity's span is checked only between good ones.
 */
export const epochMsSchema = z
  .number()
  .int({ abort: true })
  .min(EARLIEST_EPOCH_MS, { message: 'must not be before 2000-01-01', abort: true })
  .refine((ms) => ms <= Date.now() + FUTURE_SLACK_MS, {
    message: 'must not be more than a day from now',
    abort: true,
  });

/**
 * A time bound in a query string (a filter, not stored): any whole ms a Date can hold from
 * 1970 on, so a wide range still matches and nothing downstream meets an invalid Date.
 */
export const epochQuerySchema = z.coerce.number().int().min(0).max(MAX_DATE_MS);

/** `ms` moved into the range a Date can hold, for rows stored before the limits existed. */
export function clampToDateRange(ms: number): number {
  return Math.min(Math.max(ms, -MAX_DATE_MS), MAX_DATE_MS);
}

/**
 * How far into its activity a sample or event lies, in ms. Bounded loosely (a week); that it
 * falls inside the activity's own span is checked with the activity.
 */
export const MAX_OFFSET_MS = 7 * DAY_MS;
export const offsetMsSchema = z.number().int().min(0).max(MAX_OFFSET_MS);
