import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { karvonenTarget, zoneOf } from './zones.js';

describe('zoneOf', () => {
  it.each([
    [0, 0],
    [119, 0], // 59.5 %
    [120, 1], // 60 %: a bound belongs to the zone above
    [139, 1],
    [140, 2], // 70 %
    [159, 2],
    [160, 3], // 80 %
    [179, 3],
    [180, 4], // 90 %
    [230, 4], // above HR max is still Z5
  ])('%i bpm with HR max 200 is zone index %i', (hr, zone) => {
    expect(zoneOf(hr, 200)).toBe(zone);
  });

  it('puts a bound in the upper zone for an HR max that is not a round number', () => {
    // 70 % of 190 is 133 exactly
    expect(zoneOf(133, 190)).toBe(2);
    expect(zoneOf(132.99, 190)).toBe(1);
  });

  it('rejects an HR max that is not positive', () => {
    expect(() => zoneOf(100, 0)).toThrow(RangeError);
    expect(() => zoneOf(100, Number.NaN)).toThrow(RangeError);
  });

  it('is a zone index 0..4 that never falls as HR rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.integer({ min: 80, max: 240 }),
        (a, b, hrMax) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(zoneOf(low, hrMax)).toBeGreaterThanOrEqual(0);
          expect(zoneOf(high, hrMax)).toBeLessThanOrEqual(4);
          expect(zoneOf(low, hrMax)).toBeLessThanOrEqual(zoneOf(high, hrMax));
        },
      ),
    );
  });
});

describe('karvonenTarget', () => {
  it('is rest + pct × (max − rest)', () => {
    // reserve 120: 60 + 72 = 132, 60 + 96 = 156
    expect(karvonenTarget(180, 60, 60, 80)).toEqual({ lowBpm: 132, highBpm: 156 });
    // reserve 100: 70 + 50 = 120, 70 + 70 = 140
    expect(karvonenTarget(170, 70, 50, 70)).toEqual({ lowBpm: 120, highBpm: 140 });
  });

  it('rounds to whole bpm', () => {
    // reserve 118: 67 + 70.8 = 137.8, 67 + 88.5 = 155.5
    expect(karvonenTarget(185, 67, 60, 75)).toEqual({ lowBpm: 138, highBpm: 156 });
  });

  it('spans rest to max from 0 % to 100 %', () => {
    expect(karvonenTarget(180, 60, 0, 100)).toEqual({ lowBpm: 60, highBpm: 180 });
  });

  it('rejects a resting HR at or above HR max, and a reversed or out-of-range %', () => {
    expect(() => karvonenTarget(150, 150, 60, 80)).toThrow(RangeError);
    expect(() => karvonenTarget(180, 60, 80, 60)).toThrow(RangeError);
    expect(() => karvonenTarget(180, 60, -5, 60)).toThrow(RangeError);
    expect(() => karvonenTarget(180, 60, 60, 120)).toThrow(RangeError);
  });

  it('stays between rest and max, low ≤ high', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 150 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (rest, above, p, q) => {
          const target = karvonenTarget(rest + above, rest, Math.min(p, q), Math.max(p, q));
          expect(target.lowBpm).toBeGreaterThanOrEqual(rest);
          expect(target.lowBpm).toBeLessThanOrEqual(target.highBpm);
          expect(target.highBpm).toBeLessThanOrEqual(rest + above);
        },
      ),
    );
  });
});
