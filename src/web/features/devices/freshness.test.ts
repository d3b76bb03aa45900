import { describe, expect, it } from 'vitest';
import { freshnessOf, NO_SIGNAL_AFTER_MS, STALE_AFTER_MS } from './freshness';

const NOW = 1_700_000_000_000;

describe('reading freshness', () => {
  it('is live up to 3 s after the last reading, stale up to 10 s, then no signal', () => {
    const at = (ageMs: number) => freshnessOf(NOW - ageMs, NOW - 60_000, NOW);
    expect([0, 1000, STALE_AFTER_MS].map(at)).toEqual(['live', 'live', 'live']);
    expect([STALE_AFTER_MS + 1, 5000, NO_SIGNAL_AFTER_MS].map(at)).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    expect([NO_SIGNAL_AFTER_MS + 1, 600_000].map(at)).toEqual(['no-signal', 'no-signal']);
  });

  it('before the first reading, counts the silence from when the wait started', () => {
    expect(freshnessOf(null, NOW - 2000, NOW)).toBe('live');
    expect(freshnessOf(null, NOW - 4000, NOW)).toBe('stale');
    expect(freshnessOf(null, NOW - 11_000, NOW)).toBe('no-signal');
  });

  it('a reading stamped slightly in the future (clock skew) counts as live', () => {
    expect(freshnessOf(NOW + 500, NOW - 60_000, NOW)).toBe('live');
  });
});
