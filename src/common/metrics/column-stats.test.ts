import { describe, expect, it } from 'vitest';
import { type ActiveIntervals, activeIntervals, activeRowIntervals } from './active-time.js';
import { activeMean, distanceM } from './column-stats.js';

const wholeSession = activeIntervals([], 10_000);
const pausedFrom5s = activeIntervals([{ t: 5000, kind: 'pause' }], 10_000);
const distance = (t: number[], speed: (number | null)[] | undefined, active: ActiveIntervals) =>
  distanceM(t, speed, activeRowIntervals(t, active), active);

describe('activeMean', () => {
  it('is the plain mean of the non-null values in active rows', () => {
    const t = [0, 2000, 4000, 6000, 8000];
    const rows = activeRowIntervals(t, pausedFrom5s);
    expect(activeMean([100, null, 200, 900, 900], rows)).toBe(150);
  });

  it('is null for a missing column or one with no active value', () => {
    const rows = activeRowIntervals([0, 6000], pausedFrom5s);
    expect(activeMean(undefined, rows)).toBeNull();
    expect(activeMean([null, 80], rows)).toBeNull();
  });
});

describe('distanceM', () => {
  it('integrates a constant speed: 3.6 km/h for 10 s is 10 m', () => {
    const t = Array.from({ length: 11 }, (_, i) => i * 1000);
    expect(distance(t, new Array(11).fill(3.6), wholeSession)).toBeCloseTo(10, 10);
  });

  it('uses the trapezoid rule: 0 → 7.2 km/h over 10 s is 10 m', () => {
    expect(distance([0, 10_000], [0, 7.2], wholeSession)).toBeCloseTo(10, 10);
  });

  it('counts only the active part of each step', () => {
    // average 3.6 km/h over the 5 active seconds → 5 m
    expect(distance([0, 10_000], [0, 7.2], pausedFrom5s)).toBeCloseTo(5, 10);
  });

  it('bridges null readings between two speeds', () => {
    expect(distance([0, 5000, 10_000], [3.6, null, 3.6], wholeSession)).toBeCloseTo(10, 10);
  });

  it('is 0 for a single reading, null for no speed at all', () => {
    expect(distance([0], [10], wholeSession)).toBe(0);
    expect(distance([0, 1000], [null, null], wholeSession)).toBeNull();
    expect(distance([0, 1000], undefined, wholeSession)).toBeNull();
  });
});
