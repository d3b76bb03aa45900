import { describe, expect, it } from 'vitest';
import { patientHrMax, targetFor, targetPosition, zoneIndex } from './target-zone';

const ON_2025_06_01 = Date.UTC(2025, 5, 1);

describe('target zone', () => {
  it('HR max from the birth date with the chosen formula', () => {
    // 60 years old on that day.
    expect(patientHrMax('1965-01-15', 'fox', ON_2025_06_01)).toBe(160);
    expect(patientHrMax('1965-01-15', 'tanaka', ON_2025_06_01)).toBe(166);
    expect(patientHrMax(null, 'fox', ON_2025_06_01)).toBeNull();
    expect(patientHrMax('not a date', 'fox', ON_2025_06_01)).toBeNull();
  });

  it('Karvonen target from HR max and resting HR: rest + % of the reserve', () => {
    // Reserve 160 − 60 = 100: 60 % → 120, 80 % → 140.
    expect(targetFor(160, 60, '60-80')).toEqual({ lowBpm: 120, highBpm: 140 });
    expect(targetFor(160, null, '60-80')).toBeNull();
    expect(targetFor(null, 60, '60-80')).toBeNull();
    expect(targetFor(160, 60, null)).toBeNull();
  });

  it('says whether a heart rate is below, in or above the target', () => {
    const target = { lowBpm: 120, highBpm: 140 };
    expect([119, 120, 140, 141].map((hr) => targetPosition(hr, target))).toEqual([
      'below',
      'in',
      'in',
      'above',
    ]);
  });

  it('zones need HR max', () => {
    expect(zoneIndex(150, 160)).toBe(4);
    expect(zoneIndex(150, null)).toBeNull();
  });
});
