import { describe, expect, it } from 'vitest';
import type { Review } from '../schemas/review';
import {
  dueReviewOf,
  latestSignatureHere,
  planSignedHere,
  reviewDueAt,
  type SignatureState,
} from './review-due';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-06T00:00:00Z');
const state = (overrides: Partial<SignatureState> = {}): SignatureState => ({
  startDate: '2026-01-06',
  timeZone: 'UTC',
  prescribed: true,
  planWrittenAt: START + DAY_MS,
  lastHere: null,
  signedElsewhere: false,
  ...overrides,
});

describe('when and why a signature is owed', () => {
  it('owes an unsigned prescribed plan at once, since it was written', () => {
    expect(dueReviewOf(state(), START + DAY_MS + 1)).toEqual({
      reason: 'unsigned',
      dueAt: START + DAY_MS,
    });
    // A writer's clock ahead of this one does not put it in the future.
    expect(dueReviewOf(state(), START)).toEqual({ reason: 'unsigned', dueAt: START });
  });

  it('owes a programme with no prescription yet 7 days after the start', () => {
    const unprescribed = state({ prescribed: false });
    expect(dueReviewOf(unprescribed, START + 6 * DAY_MS)).toBeNull();
    expect(dueReviewOf(unprescribed, START + 8 * DAY_MS)).toEqual({
      reason: 'unsigned',
      dueAt: START + 7 * DAY_MS,
    });
  });

  it("counts the 7 days in the clinic's zone: from its midnight, not UTC's", () => {
    // São Paulo is UTC−3: its 13 January begins at 03:00 UTC.
    const inSaoPaulo = state({ prescribed: false, timeZone: 'America/Sao_Paulo' });
    const localMidnight = Date.parse('2026-01-13T03:00:00Z');
    expect(dueReviewOf(inSaoPaulo, localMidnight - 1)).toBeNull();
    expect(dueReviewOf(inSaoPaulo, localMidnight)).toEqual({
      reason: 'unsigned',
      dueAt: localMidnight,
    });
    expect(reviewDueAt('2026-01-06', null, 'Asia/Tokyo')).toBe(Date.parse('2026-01-12T15:00:00Z'));
  });

  it('says when the only signature was made in another workspace', () => {
    expect(dueReviewOf(state({ signedElsewhere: true }), START + 2 * DAY_MS)).toEqual({
      reason: 'signed-in-other-workspace',
      dueAt: START + DAY_MS,
    });
  });

  it('owes a changed plan at once, and a covered one 30 days after its signature', () => {
    const signedAt = START + 2 * DAY_MS;
    const covered = state({ lastHere: { at: signedAt, coversPlan: true } });
    expect(dueReviewOf(covered, signedAt + 29 * DAY_MS)).toBeNull();
    expect(dueReviewOf(covered, signedAt + 31 * DAY_MS)).toEqual({
      reason: 'interval-due',
      dueAt: signedAt + 30 * DAY_MS,
    });
    const changed = state({
      planWrittenAt: signedAt + 5 * DAY_MS,
      lastHere: { at: signedAt, coversPlan: false },
    });
    expect(dueReviewOf(changed, signedAt + 6 * DAY_MS)).toEqual({
      reason: 'changed-since-signed',
      dueAt: signedAt + 5 * DAY_MS,
    });
  });
});

describe('the signature of this workspace', () => {
  const review = (reviewId: string, signed: boolean, where: Review['signedInWorkspace']) => ({
    reviewId,
    at: 0,
    note: '',
    signed,
    by: { id: 'd', name: 'Dr' },
    registration: signed ? 'CRM 1' : null,
    planSha256: null,
    changedSinceSigned: null,
    signedInWorkspace: where,
  });

  it('is the newest one signed here, never a note or one a transfer brought', () => {
    const reviews = [
      review('N', false, null),
      review('T', true, 'other'),
      review('H', true, 'this'),
    ];
    expect(latestSignatureHere(reviews)?.reviewId).toBe('H');
    expect(latestSignatureHere(reviews.slice(0, 2))).toBeNull();
    expect(latestSignatureHere(undefined)).toBeNull();
  });

  it('covers the plan only while the plan is as signed, and only when signed here', () => {
    const signedHere = { ...review('H', true, 'this'), changedSinceSigned: false };
    expect(planSignedHere([signedHere])).toBe(true);
    expect(planSignedHere([{ ...signedHere, changedSinceSigned: true }])).toBe(false);
    expect(planSignedHere([review('N', false, null)])).toBe(false);
    expect(planSignedHere([{ ...review('T', true, 'other'), changedSinceSigned: false }])).toBe(
      false,
    );
    expect(planSignedHere([])).toBe(false);
  });
});
