import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeItem } from './outbox-engine.test-helpers';
import type { OutboxItem } from './outbox-item';
import {
  afterFailedAttempt,
  type FailedAttempt,
  MAX_RETRY_MS,
  PARK_AFTER_SERVER_FAILURES,
  retryDelayMs,
  verdictFor,
} from './retry-schedule';

describe('retry schedule', () => {
  it('doubles from 1 s and stops growing at 5 min', () => {
    const delays = [1, 2, 3, 4, 9, 10, 50].map((attempts) => retryDelayMs(attempts, () => 0.5));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 256_000, MAX_RETRY_MS, MAX_RETRY_MS]);
  });

  it('jitters within ±20 % and never past 5 min', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempts, r) => {
          const base = Math.min(1000 * 2 ** Math.min(attempts - 1, 30), MAX_RETRY_MS);
          const delay = retryDelayMs(attempts, () => r);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
          expect(delay).toBeLessThanOrEqual(Math.min(Math.ceil(base * 1.2), MAX_RETRY_MS));
        },
      ),
    );
  });
});

describe('what an answer means for a queued write', () => {
  it.each([
    ['PUT', 200, 'done'],
    ['DELETE', 204, 'done'],
    ['DELETE', 404, 'done'],
    ['PUT', 404, 'rejected'],
    ['PUT', 400, 'rejected'],
    ['PUT', 409, 'rejected'],
    ['PUT', 413, 'rejected'],
    ['PUT', 401, 'unauthorized'],
    ['DELETE', 401, 'unauthorized'],
    ['PUT', 0, 'retry'],
    ['PUT', 408, 'retry'],
    ['PUT', 429, 'retry'],
    ['PUT', 500, 'retry'],
    ['DELETE', 503, 'retry'],
  ] as const)('%s answered %i: %s', (method, status, verdict) => {
    expect(verdictFor(method, status)).toBe(verdict);
  });
});

describe('a queued write after a failed attempt', () => {
  const serverError = { status: 500, code: 'internal_error', message: 'Boom', details: [] };
  const onWrite: FailedAttempt = { verdict: 'retry', error: serverError, againstWrite: true };
  const notOnWrite: FailedAttempt = { ...onWrite, againstWrite: false };
  const stored = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({
    ...makeItem(overrides),
    bodyJson: null,
  });
  const fail = (item: OutboxItem, attempt: FailedAttempt) =>
    afterFailedAttempt(item, attempt, 10_000, () => 0.5);

  it(`is parked on the ${PARK_AFTER_SERVER_FAILURES}th failure the server took, not before`, () => {
    let item = stored();
    for (let n = 1; n < PARK_AFTER_SERVER_FAILURES; n += 1) {
      item = fail(item, onWrite);
      expect(item).toMatchObject({ failed: false, serverFailures: n, lastError: serverError });
    }
    expect(fail(item, onWrite)).toMatchObject({ failed: true, nextAttemptAt: 10_000 });
  });

  it("never parks for the network's failures, while its backoff still grows", () => {
    let item = stored();
    for (let n = 0; n < 100; n += 1) item = fail(item, notOnWrite);
    expect(item).toMatchObject({ failed: false, serverFailures: 0, attempts: 100 });
    expect(item.nextAttemptAt).toBe(10_000 + MAX_RETRY_MS);
  });

  it('is refused at once by a 4xx', () => {
    const refused = fail(stored(), { ...onWrite, verdict: 'rejected' });
    expect(refused).toMatchObject({ failed: true, attempts: 1 });
  });

  it('counts from 0 when stored before the count existed', () => {
    const { serverFailures: _, ...legacy } = stored({ attempts: 3 });
    expect(fail(legacy, onWrite)).toMatchObject({ attempts: 4, serverFailures: 1 });
  });
});
