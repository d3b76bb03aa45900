import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rmssd } from './hrv.js';

describe('rmssd', () => {
  it('is the root mean square of successive differences', () => {
    // differences +10, −20 → √((100 + 400) / 2) = √250
    expect(rmssd([800, 810, 790])).toBeCloseTo(Math.sqrt(250), 12);
  });

  it('is 0 for a perfectly regular rhythm', () => {
    expect(rmssd([1000, 1000, 1000, 1000])).toBe(0);
  });

  it('is null below three intervals', () => {
    expect(rmssd([])).toBeNull();
    expect(rmssd([800])).toBeNull();
    expect(rmssd([800, 810])).toBeNull();
  });

  it('skips nulls, treating the intervals around them as successive', () => {
    expect(rmssd([800, null, 810, null, 790])).toBeCloseTo(Math.sqrt(250), 12);
    expect(rmssd([800, null, 810, null])).toBeNull();
  });

  it('skips rows marked as excluded (negative), as the summary does for paused rows', () => {
    expect(rmssd([800, 400, 810, 790], Int32Array.from([0, -1, 0, 1]))).toBeCloseTo(
      Math.sqrt(250),
      12,
    );
  });

  const rrSeries = fc.array(fc.double({ min: 100, max: 5000, noNaN: true }), {
    minLength: 3,
    maxLength: 200,
  });

  it('is a finite number ≥ 0 that ignores a constant shift of all intervals', () => {
    fc.assert(
      fc.property(rrSeries, fc.double({ min: -50, max: 50, noNaN: true }), (rr, shift) => {
        const value = rmssd(rr)!;
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(rmssd(rr.map((x) => x + shift))).toBeCloseTo(value, 6);
      }),
    );
  });

  it('doubles when every interval doubles', () => {
    fc.assert(
      fc.property(rrSeries, (rr) => {
        expect(rmssd(rr.map((x) => x * 2))).toBeCloseTo(2 * rmssd(rr)!, 6);
      }),
    );
  });
});
