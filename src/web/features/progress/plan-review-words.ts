/**
 * The physician's line of a printed document's signature block, and the plan's next review, in
 * the reader's words: the physician who signed (name, registration at the time, date, and that it
 * was an electronic signature made after re-entering the password), or a blank line to sign by
 * hand saying why (never signed, changed since signed, signed in another workspace).
 */
import type { Review } from '../../../common/schemas/review';
import type { Professional, SignatureSlot } from '../documents';
import type { NextReview, PlanSignature } from './plan-review';
import { formatInstant } from './progress-format';
import type { ProgressT } from './progress-i18n';

/** The signer as the signature recorded them: the registration they held when signing. */
const signerOf = (review: Review): Professional => ({
  userId: review.by.id,
  name: review.by.name,
  registration: review.registration,
  // Only a physician signs a plan (the physician flag needs the profession).
  profession: 'physician',
});

/** The treatment plan's physician line. */
export function planPhysicianSlot(
  signature: PlanSignature,
  t: ProgressT,
  locale: string,
): SignatureSlot {
  const role = t('print.roles.physician');
  if (signature.state === 'unsigned') {
    return { role, profession: 'physician', signer: null, note: t('print.signature.unsigned') };
  }
  const { review } = signature;
  const date = formatInstant(review.at, locale);
  switch (signature.state) {
    case 'signed':
      return {
        role,
        signer: signerOf(review),
        date: review.at,
        note: t('print.signature.signed', { date }),
      };
    case 'changed':
      return {
        role,
        profession: 'physician',
        signer: null,
        note: t('print.signature.changed', { name: review.by.name, date }),
      };
    case 'other-workspace':
      return {
        role,
        profession: 'physician',
        signer: null,
        note: t('print.signature.otherWorkspace', { name: review.by.name, date }),
      };
  }
}

/**
 * The discharge summary's physician line, signed by hand: the physician who signed the plan in
 * this workspace named with their registration, or blank when none did.
 */
export function dischargePhysicianSlot(signature: PlanSignature, t: ProgressT): SignatureSlot {
  const here = signature.state === 'signed' || signature.state === 'changed';
  return {
    role: t('print.roles.physician'),
    profession: 'physician',
    signer: here ? signerOf(signature.review) : null,
  };
}

export function nextReviewWords(next: NextReview | null, t: ProgressT, locale: string): string {
  if (next === null) return t('print.nextReviewEnded');
  const date = formatInstant(next.at, locale);
  if (next.owed === null) return t('print.nextReviewBy', { date });
  if (next.owed === 'interval-due') return t('print.nextReviewOverdue', { date });
  return t('print.nextReviewNow', { reason: t(`print.dueReasons.${next.owed}`) });
}
