/**
 * The physician's signature as the printed treatment plan states it, and when the plan is next
 * reviewed, by the rules the server's due list applies (common/programme/review-due.ts: a signed
 * review every 30 days, 42 CFR 410.49(f), SBC 2020; owed at once for a prescribed plan never
 * signed here, changed since signed, or signed only in the workspace it was transferred from).
 */
import { deviceTimeZone } from '../../../common/dates/time-zone';
import {
  dueReviewOf,
  latestSignatureHere,
  reviewDueAt,
} from '../../../common/programme/review-due';
import type { DueReason, Review } from '../../../common/schemas/review';

export type PlanSignature =
  /** This workspace's physician signed the plan as it is. */
  | { state: 'signed'; review: Review }
  /** Signed here, and the plan changed after: this version is not signed. */
  | { state: 'changed'; review: Review }
  /** Only a signature a transfer brought from another workspace: history, not this clinic's. */
  | { state: 'other-workspace'; review: Review }
  | { state: 'unsigned' };

/** Reviews come newest first, as the server lists them. */
export function planSignatureOf(reviews: readonly Review[] | undefined): PlanSignature {
  const here = latestSignatureHere(reviews);
  if (here) return { state: here.changedSinceSigned ? 'changed' : 'signed', review: here };
  const elsewhere = reviews?.find((r) => r.signed && r.signedInWorkspace === 'other');
  return elsewhere ? { state: 'other-workspace', review: elsewhere } : { state: 'unsigned' };
}

export interface NextReview {
  /** By when the next review is owed; since when when it is already owed. */
  at: number;
  /** Why it is owed already; null while it is not yet. */
  owed: DueReason | null;
}

/** When the plan is next reviewed, as printed at `now`; null once discharged (it has ended). */
export function nextReviewOf(
  programme: { startDate: string; status: string; prescription: unknown | null },
  reviews: readonly Review[] | undefined,
  now: number,
): NextReview | null {
  if (programme.status === 'discharged') return null;
  const here = latestSignatureHere(reviews);
  const owed = dueReviewOf(
    {
      startDate: programme.startDate,
      timeZone: deviceTimeZone(),
      prescribed: programme.prescription !== null,
      // The plan as printed is the one to sign: owed since now at the latest.
      planWrittenAt: now,
      lastHere: here && { at: here.at, coversPlan: here.changedSinceSigned !== true },
      signedElsewhere: reviews?.some((r) => r.signed && r.signedInWorkspace === 'other') ?? false,
    },
    now,
  );
  if (owed) return { at: owed.dueAt, owed: owed.reason };
  return { at: reviewDueAt(programme.startDate, here?.at ?? null, deviceTimeZone()), owed: null };
}
