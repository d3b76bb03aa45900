import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIMULATED_HR_RANGE, SimulatedSensor } from './simulated-stream.js';

function readings(seed: number, count: number, profile = {}) {
  const sensor = new SimulatedSensor(seed, profile);
  return Array.from({ length: count }, () => sensor.next());
}

describe('SimulatedSensor', () => {
  it('reads once a second from t = 1000 ms', () => {
    expect(readings(1, 3).map((r) => r.t)).toEqual([1000, 2000, 3000]);
  });

  it('delivers about hr / 60 RR intervals per reading', () => {
    const all = readings(5, 1800, { durationMs: 1_800_000 });
    const beats = all.reduce((n, r) => n + r.rrIntervals.length, 0);
    const expectedBeats = all.reduce((n, r) => n + r.hr / 60, 0);
    expect(Math.abs(beats - expectedBeats) / expectedBeats).toBeLessThan(0.02);
  });

  it('reports an HR that matches its RR intervals (60000 / RR) within a few bpm', () => {
    for (const { hr, rrIntervals } of readings(9, 1800, { durationMs: 1_800_000 })) {
      for (const rr of rrIntervals) expect(Math.abs(60_000 / rr - hr)).toBeLessThan(0.15 * hr);
    }
  });

  it('varies beat to beat by a few percent, more at rest than in effort', () => {
    const all = readings(3, 1800, { durationMs: 1_800_000 });
    const spread = (from: number, to: number) => {
      const rr = all.slice(from, to).flatMap((r) => r.rrIntervals);
      const mean = rr.reduce((a, b) => a + b, 0) / rr.length;
      return Math.sqrt(rr.reduce((a, b) => a + (b - mean) ** 2, 0) / rr.length) / mean;
    };
    const atRest = spread(10, 110);
    const inEffort = spread(900, 1000);
    expect(atRest).toBeGreaterThan(0.01);
    expect(atRest).toBeLessThan(0.08);
    expect(inEffort).toBeLessThan(atRest);
  });

  it('adds bike power, cadence and speed only when asked', () => {
    expect(Object.keys(readings(1, 1)[0]!).sort()).toEqual(['hr', 'rrIntervals', 't']);
    const bike = readings(1, 600, { durationMs: 600_000, withPower: true })[300]!;
    expect(bike.powerW).toBeGreaterThan(0);
    expect(bike.cadenceRpm).toBeGreaterThan(50);
    expect(bike.speedKmh).toBeGreaterThan(10);
  });

  it('gives the same heart rate for a seed with or without the bike', () => {
    const plain = readings(4, 300, { durationMs: 300_000 });
    const bike = readings(4, 300, { durationMs: 300_000, withPower: true });
    expect(bike.map((r) => r.rrIntervals)).toEqual(plain.map((r) => r.rrIntervals));
  });

  it('rejects an impossible profile', () => {
    expect(() => new SimulatedSensor(1, { restingHr: 170 })).toThrow(RangeError);
    expect(() => new SimulatedSensor(1, { restingHr: 70, hrMaxBpm: 80 })).toThrow(RangeError);
    expect(() => new SimulatedSensor(1, { durationMs: -1 })).toThrow(RangeError);
  });

  it('keeps HR within 40–220 bpm for any seed and valid profile', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 30, max: 150 }),
        fc.integer({ min: 20, max: 210 }),
        fc.integer({ min: 0, max: 900_000 }),
        (seed, restingHr, reserve, durationMs) => {
          const hrMaxBpm = Math.min(240, restingHr + reserve);
          const all = readings(seed, 400, { restingHr, hrMaxBpm, durationMs });
          const hr = all.map((r) => r.hr);
          expect(Math.min(...hr)).toBeGreaterThanOrEqual(SIMULATED_HR_RANGE.min);
          expect(Math.max(...hr)).toBeLessThanOrEqual(SIMULATED_HR_RANGE.max);
          expect(all.flatMap((r) => r.rrIntervals).every(Number.isFinite)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
