import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestTodayAnywhere, pastDateSchema } from './iso-date.js';

describe('latestTodayAnywhere', () => {
  it('turns to the next date when UTC+14 passes midnight, at 10:00 UTC', () => {
    expect(latestTodayAnywhere(Date.parse('2026-11-25T09:59:59.999Z'))).toBe('2026-11-25');
    expect(latestTodayAnywhere(Date.parse('2026-11-25T10:00:00.000Z'))).toBe('2026-11-26');
  });
});

describe('pastDateSchema', () => {
  afterEach(() => vi.useRealTimers());

  it("takes a Lisbon clinic's today at 00:30 local in summer (still yesterday by UTC)", () => {
    vi.useFakeTimers({ now: Date.parse('2026-07-14T23:30:00Z') });
    expect(pastDateSchema.safeParse('2026-07-15').success).toBe(true);
  });

  it('refuses a date no clinic has reached yet, naming why', () => {
    vi.useFakeTimers({ now: Date.parse('2026-07-14T09:00:00Z') });
    expect(pastDateSchema.safeParse('2026-07-14').success).toBe(true);
    const tomorrow = pastDateSchema.safeParse('2026-07-15');
    expect(tomorrow.success).toBe(false);
    expect(tomorrow.error?.issues[0]?.message).toBe('must not be in the future');
  });

  it('refuses what is not a calendar date', () => {
    expect(pastDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(pastDateSchema.safeParse('14/07/2026').error?.issues[0]?.message).toBe(
      'must be a date as YYYY-MM-DD',
    );
  });
});
