/**
 * When and why a programme owes its physician's signature. A prescribed plan is owed one at once
 * when no signature of this workspace covers it (never signed here, signed only in the workspace
 * it was transferred from, or changed since signed); a covered plan is reviewed again every 30
 * days (42 CFR 410.49(f); SBC 2020). A programme with no prescription yet owes its first review
 * 7 days after the start.
 */
import { addDaysToDate } from '../dates/calendar-date.js';
import { UTC_TIME_ZONE } from '../dates/time-zone.js';
import { startOfDayInZone } from '../dates/zoned-time.js';
import type { DueReason, Review } from '../schemas/review.js';

const DAY_MS = 86_400_000;
/** A signed review at least every 30 days (42 CFR 410.49(f); SBC 2020). */
export const REVIEW_INTERVAL_MS = 30 * DAY_MS;
/** The first signature is owed within 7 days of the start. */
export const FIRST_REVIEW_DAYS = 7;

/**
 * Since when a programme's signature is owed: last signature + 30 days, else the start of the
 * 7th day after the start date, in the clinic's `timeZone` (the start date is the clinic's day).
 */
export function reviewDueAt(
  startDate: string,
  lastSignedAt: number | null,
  timeZone: string = UTC_TIME_ZONE,
): number {
  if (lastSignedAt !== null) return lastSignedAt + REVIEW_INTERVAL_MS;
  return startOfDayInZone(addDaysToDate(startDate, FIRST_REVIEW_DAYS), timeZone);
}

/**
 * The newest review signed in this workspace (reviews come newest first); one a transfer brought
 * from another workspace is history, not this workspace's signature.
 */
export const latestSignatureHere = (reviews: readonly Review[] | undefined): Review | null =>
  reviews?.find((review) => review.signed && review.signedInWorkspace !== 'other') ?? null;

/**
 * Whether the plan as it is now carries a physician's signature made here: the newest one
 * signed in this workspace, not changed since. False for a plan never signed here (or signed only
 * where it was transferred from) or changed since signed: a session started from it says
 * "unsigned".
 */
export const planSignedHere = (reviews: readonly Review[] | undefined): boolean =>
  latestSignatureHere(reviews)?.changedSinceSigned === false;

export interface SignatureState {
  startDate: string;
  /** The IANA zone the start date is a day of (the clinic's). */
  timeZone: string;
  /** Whether there is a prescription, i.e. a plan to sign. */
  prescribed: boolean;
  /** When the current plan (programme, prescription, exercise test) was last written (ms). */
  planWrittenAt: number;
  /** The last signature made in this workspace, and whether it covers the plan as it is now. */
  lastHere: { at: number; coversPlan: boolean } | null;
  /** Whether a signature made in another workspace came with a transfer. */
  signedElsewhere: boolean;
}

/** Why and since when the signature is owed at `now`; null when it is not. */
export function dueReviewOf(
  state: SignatureState,
  now: number,
): { reason: DueReason; dueAt: number } | null {
  const { lastHere, startDate } = state;
  // Owed since the plan was written; a clock behind the writer's does not put it in the future.
  const sinceWritten = Math.min(state.planWrittenAt, now);
  if (lastHere === null) {
    const reason = state.signedElsewhere ? 'signed-in-other-workspace' : 'unsigned';
    if (state.prescribed) return { reason, dueAt: sinceWritten };
    const dueAt = reviewDueAt(startDate, null, state.timeZone);
    return dueAt <= now ? { reason, dueAt } : null;
  }
  const intervalDueAt = reviewDueAt(startDate, lastHere.at, state.timeZone);
  if (!lastHere.coversPlan) {
    const changedAt = Math.max(sinceWritten, Math.min(lastHere.at, now));
    return { reason: 'changed-since-signed', dueAt: Math.min(changedAt, intervalDueAt) };
  }
  return intervalDueAt <= now ? { reason: 'interval-due', dueAt: intervalDueAt } : null;
}
