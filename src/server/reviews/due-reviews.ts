/**
 * `GET /api/reviews/due`: every active programme of the workspace whose physician's signature is
 * owed, and why (`dueReviewOf`). Only signatures made in this workspace count; one brought by a
 * transfer only changes the reason to "signed in another workspace".
 */
import { dueReviewOf } from '../../common/programme/review-due.js';
import type { DueReview } from '../../common/schemas/review.js';
import { signatureCovers } from '../programmes/plan-hash.js';
import type { ReviewRepository, StoredSignature } from './review-repository.js';

/** The newest of the signatures, or null. */
const newest = (signatures: StoredSignature[]) =>
  signatures.reduce<StoredSignature | null>((a, b) => (a && a.at >= b.at ? a : b), null);

export async function dueReviews(
  ctx: { reviews: ReviewRepository },
  workspaceId: string,
  now: number,
  timeZone: string,
): Promise<DueReview[]> {
  const [active, signatures] = await Promise.all([
    ctx.reviews.activePlans(workspaceId),
    ctx.reviews.signaturesByProgramme(workspaceId),
  ]);
  const due: DueReview[] = [];
  for (const { programme, plan } of active) {
    const signed =
      signatures.get(JSON.stringify([programme.patientId, programme.programmeId])) ?? [];
    const lastHere = newest(signed.filter((s) => s.here));
    const owed = dueReviewOf(
      {
        startDate: programme.startDate,
        timeZone,
        prescribed: programme.prescription !== null,
        planWrittenAt: plan.writtenAt,
        lastHere: lastHere && { at: lastHere.at, coversPlan: signatureCovers(plan, lastHere) },
        signedElsewhere: signed.some((s) => !s.here),
      },
      now,
    );
    if (!owed) continue;
    due.push({
      patientId: programme.patientId,
      programmeId: programme.programmeId,
      startDate: programme.startDate,
      lastSignedAt: lastHere?.at ?? null,
      ...owed,
    });
  }
  return due.sort((a, b) => a.dueAt - b.dueAt);
}
