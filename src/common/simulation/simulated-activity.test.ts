import { describe, expect, it } from 'vitest';
import { computeSummary } from '../metrics/summary.js';
import { samplesSchema } from '../schemas/activity-samples.js';
import {
  createSimulatedStream,
  simulateActivity,
  simulatedActivitySamples,
} from './simulated-activity.js';

const THIRTY_MIN = 30 * 60_000;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('simulateActivity', () => {
  it('is identical for the same seed and differs for another', () => {
    const a = simulateActivity({ seed: 11, durationMs: 300_000, withPower: true });
    expect(simulateActivity({ seed: 11, durationMs: 300_000, withPower: true })).toEqual(a);
    expect(simulateActivity({ seed: 12, durationMs: 300_000, withPower: true })).not.toEqual(a);
  });

  it('has one reading per whole second of the session', () => {
    expect(simulateActivity({ seed: 1, durationMs: 10_500 })).toHaveLength(10);
    expect(simulateActivity({ seed: 1, durationMs: 0 })).toEqual([]);
  });

  it('follows rest, effort and recovery: effort above rest, the end below the peak', () => {
    const hr = simulateActivity({
      seed: 21,
      durationMs: THIRTY_MIN,
      restingHr: 65,
      hrMaxBpm: 175,
    }).map((r) => r.hr);
    const rest = mean(hr.slice(0, 110));
    const effort = mean(hr.slice(600, 1400));
    expect(Math.abs(rest - 65)).toBeLessThan(4);
    expect(effort).toBeGreaterThan(rest + 40);
    // The plateau sits near 75–85 % of HR max.
    expect(effort / 175).toBeGreaterThan(0.72);
    expect(effort / 175).toBeLessThan(0.88);
    expect(hr.at(-1)!).toBeLessThan(Math.max(...hr) - 30);
  });
});

describe('createSimulatedStream', () => {
  it('answers like simulateActivity, whatever the polling rate and order', () => {
    const session = simulateActivity({ seed: 5, durationMs: 120_000 });
    const stream = createSimulatedStream(5, { durationMs: 120_000 });
    expect(stream.readingAt(999)).toBeNull();
    expect(stream.readingAt(1000)).toEqual(session[0]);
    expect(stream.readingAt(1999)).toEqual(session[0]);
    expect(stream.readingAt(60_250)).toEqual(session[59]);
    expect(stream.readingAt(30_000)).toEqual(session[29]); // back in time
    expect(stream.readingAt(120_000)).toEqual(session[119]);
  });

  it('keeps recovering past the planned duration', () => {
    const stream = createSimulatedStream(5, { durationMs: 600_000 });
    const atEnd = stream.readingAt(600_000)!.hr;
    expect(stream.readingAt(1_200_000)!.hr).toBeLessThan(atEnd);
  });
});

describe('simulatedActivitySamples', () => {
  it('is valid stored samples: t, hr and the last RR of each reading', () => {
    const samples = simulatedActivitySamples(8, 600_000);
    expect(samplesSchema.parse(samples)).toEqual(samples);
    const readings = simulateActivity({ seed: 8, durationMs: 600_000 });
    expect(samples.t).toEqual(readings.map((r) => r.t));
    expect(samples.hr).toEqual(readings.map((r) => r.hr));
    expect(samples.rr).toEqual(readings.map((r) => r.rrIntervals.at(-1) ?? null));
  });

  it('gives a plausible summary for a 30-minute session', () => {
    const summary = computeSummary({
      startedAt: 0,
      endedAt: THIRTY_MIN,
      samples: simulatedActivitySamples(2024, THIRTY_MIN),
      events: [],
      hrMaxBpm: 180,
    });
    expect(summary.hrRecovery1MinBpm).not.toBeNull();
    expect(summary.hrRecovery1MinBpm).toBeGreaterThan(5);
    expect(summary.rmssdMs).toBeGreaterThanOrEqual(5);
    expect(summary.rmssdMs).toBeLessThanOrEqual(200);
    expect(summary.hrMax).toBeLessThanOrEqual(180);
    // the first reading comes at 1 s, so the first second has no zone
    expect(summary.timeInZonesMs!.reduce((a, b) => a + b, 0)).toBe(THIRTY_MIN - 1000);
  });
});
