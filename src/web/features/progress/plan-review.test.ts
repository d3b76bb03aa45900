import { describe, expect, it } from 'vitest';
import type { Review } from '../../../common/schemas/review';
import { nextReviewOf, planSignatureOf } from './plan-review';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-06T00:00:00Z');
const NOW = START + 20 * DAY_MS;

const review = (overrides: Partial<Review> = {}): Review => ({
  reviewId: 'R-1',
  at: START + 2 * DAY_MS,
  note: '',
  signed: true,
  by: { id: 'u-1', name: 'Dra. Beatriz Lima', email: 'b@example.org' },
  registration: 'CRM-SP 123456',
  planSha256: 'a'.repeat(64),
  changedSinceSigned: false,
  signedInWorkspace: 'this',
  ...overrides,
});
const prescribed = { startDate: '2026-01-06', status: 'active', prescription: {} };

describe('the signature a printed treatment plan states', () => {
  it('is this workspace’s newest signature while it covers the plan', () => {
    const newest = review({ reviewId: 'R-2', at: START + 5 * DAY_MS });
    expect(planSignatureOf([newest, review()])).toEqual({ state: 'signed', review: newest });
  });

  it('is no signature of this version once the plan changed after it', () => {
    const changed = review({ changedSinceSigned: true });
    expect(planSignatureOf([changed])).toEqual({ state: 'changed', review: changed });
  });

  it('names a signature a transfer brought as another workspace’s, not this one’s', () => {
    const transferred = review({ signedInWorkspace: 'other' });
    expect(planSignatureOf([transferred])).toEqual({
      state: 'other-workspace',
      review: transferred,
    });
    // This workspace's own signature wins over the transferred one.
    expect(planSignatureOf([transferred, review()]).state).toBe('signed');
  });

  it('is unsigned with only notes, or no reviews at all', () => {
    const note = review({ signed: false, registration: null, signedInWorkspace: null });
    expect(planSignatureOf([note])).toEqual({ state: 'unsigned' });
    expect(planSignatureOf(undefined)).toEqual({ state: 'unsigned' });
  });
});

describe('the next review a printed treatment plan states', () => {
  it('is 30 days after the signature that covers the plan', () => {
    expect(nextReviewOf(prescribed, [review()], NOW)).toEqual({
      at: START + 32 * DAY_MS,
      owed: null,
    });
  });

  it('is overdue since 30 days after the signature once they have passed', () => {
    expect(nextReviewOf(prescribed, [review()], START + 40 * DAY_MS)).toEqual({
      at: START + 32 * DAY_MS,
      owed: 'interval-due',
    });
  });

  it('is owed now for a prescribed plan unsigned, changed since signed or signed elsewhere', () => {
    expect(nextReviewOf(prescribed, [], NOW)).toEqual({ at: NOW, owed: 'unsigned' });
    const changed = [review({ changedSinceSigned: true })];
    expect(nextReviewOf(prescribed, changed, NOW)).toEqual({
      at: NOW,
      owed: 'changed-since-signed',
    });
    const transferred = [review({ signedInWorkspace: 'other' })];
    expect(nextReviewOf(prescribed, transferred, NOW)).toEqual({
      at: NOW,
      owed: 'signed-in-other-workspace',
    });
  });

  it('is none once the programme is discharged', () => {
    expect(nextReviewOf({ ...prescribed, status: 'discharged' }, [], NOW)).toBeNull();
  });

  it('is 7 days after the start for a programme with no prescription yet', () => {
    const unprescribed = { startDate: '2026-01-06', status: 'active', prescription: null };
    expect(nextReviewOf(unprescribed, [], START + DAY_MS)).toEqual({
      at: START + 7 * DAY_MS,
      owed: null,
    });
  });
});
