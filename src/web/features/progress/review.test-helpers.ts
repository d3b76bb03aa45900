/** A physician's review for tests: signed in this workspace, covering the plan, unless overridden. */
import type { Review } from '../../../common/schemas/review';

export const makeReview = (overrides: Partial<Review> = {}): Review => ({
  reviewId: 'R-1',
  at: Date.parse('2026-01-08T00:00:00Z'),
  note: '',
  signed: true,
  by: { id: 'u-1', name: 'Dra. Beatriz Lima', email: 'b@example.org' },
  registration: 'CRM-SP 123456',
  planSha256: 'a'.repeat(64),
  changedSinceSigned: false,
  signedInWorkspace: 'this',
  ...overrides,
});
