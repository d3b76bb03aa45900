import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import type { Samples } from '../schemas/activity-samples.js';
import { computeSummary, type SummaryInput } from './summary.js';

const STARTED_AT = 1_700_000_000_000;

function makeActivity(overrides: Partial<SummaryInput> = {}): SummaryInput {
  return {
    startedAt: STARTED_AT,
    endedAt: STARTED_AT + 20_000,
    samples: { t: [] },
    events: [],
    hrMaxBpm: 200,
    ...overrides,
  };
}

describe('computeSummary', () => {
  it('summarises a paused cycling session field by field', () => {
    // 20 s, one row every 2 s, paused 9–13 s (rows at 10 s and 12 s are paused)
    const samples: Samples = {
      t: [0, 2000, 4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000, 18_000],
      hr: [100, 110, 120, 130, 140, 150, 160, 170, 180, 190],
      rr: [800, 810, 790, null, null, 400, 400, null, null, null],
      speed: [18, 18, 18, 18, 18, 0, 0, 36, 36, 36],
      power: [100, 120, null, 140, 160, 0, 0, 200, 220, 240],
    };
    const events: ActivityEvent[] = [
      { t: 9000, kind: 'pause' },
      { t: 13_000, kind: 'resume' },
      { t: 15_000, kind: 'rpe', value: 13 },
    ];
    expect(computeSummary(makeActivity({ samples, events }))).toEqual({
      durationMs: 20_000,
      activeTimeMs: 16_000,
      sampleCount: 10,
      // active HR: 100 110 120 130 140 170 180 190 → 1140 / 8
      hrAvg: 142.5,
      hrMin: 100,
      hrMax: 190,
      timeInZonesMs: [4000, 4000, 1000, 3000, 4000],
      hrRecovery1MinBpm: null, // ends 2 s after the peak
      rmssdMs: 15.8, // √((10² + 20²) / 2), the paused 400s left out
      // 5 m/s for 0–8 s; 8–10 s averages 2.5 m/s, active 8–9 s; 12–14 s averages 5 m/s,
      // active 13–14 s; 10 m/s for 14–18 s; nothing after the last reading
      distanceM: 40 + 2.5 + 5 + 40,
      avgSpeedKmh: 24.8, // (5 × 18 + 3 × 36) / 8 = 24.75
      avgPowerW: 168.6, // (100 + 120 + 140 + 160 + 200 + 220 + 240) / 7
      avgCadenceRpm: null,
      rpe: 13,
    });
  });

  it('has no activity values for a session recorded without sensors', () => {
    const summary = computeSummary(makeActivity({ hrMaxBpm: null }));
    expect(summary).toEqual({
      durationMs: 20_000,
      activeTimeMs: 20_000,
      sampleCount: 0,
      hrAvg: null,
      hrMin: null,
      hrMax: null,
      timeInZonesMs: null,
      hrRecovery1MinBpm: null,
      rmssdMs: null,
      distanceM: null,
      avgSpeedKmh: null,
      avgPowerW: null,
      avgCadenceRpm: null,
      rpe: null,
    });
  });

  it('takes the last Borg rating by time, the later entry on a tie', () => {
    const rpe = (t: number, value: number): ActivityEvent => ({ t, kind: 'rpe', value });
    expect(
      computeSummary(makeActivity({ events: [rpe(5, 12), rpe(20, 15), rpe(10, 13)] })).rpe,
    ).toBe(15);
    expect(computeSummary(makeActivity({ events: [rpe(20, 15), rpe(20, 17)] })).rpe).toBe(17);
  });

  it('averages cadence over active rows only, null when every value is null', () => {
    const samples = { t: [0, 1000, 2000], cadence: [80, 90, null] };
    expect(computeSummary(makeActivity({ samples })).avgCadenceRpm).toBe(85);
    const silent = { t: [0, 1000], cadence: [null, null] };
    expect(computeSummary(makeActivity({ samples: silent })).avgCadenceRpm).toBeNull();
  });

  it('summarises 100,000 samples in well under 50 ms once warm', () => {
    const n = 100_000;
    const samples: Samples = {
      t: Array.from({ length: n }, (_, i) => i * 1000),
      hr: Array.from({ length: n }, (_, i) => 60 + (i % 120)),
      rr: Array.from({ length: n }, (_, i) => 500 + (i % 50)),
      speed: Array.from({ length: n }, (_, i) => (i % 20) / 2),
      cadence: Array.from({ length: n }, (_, i) => 60 + (i % 30)),
      power: Array.from({ length: n }, (_, i) => (i % 7 === 0 ? null : 100 + (i % 90))),
    };
    const events = Array.from({ length: 200 }, (_, i): ActivityEvent => {
      return { t: i * 400_000, kind: i % 2 === 0 ? 'pause' : 'resume' };
    });
    const session = makeActivity({ samples, events, endedAt: STARTED_AT + n * 1000 });
    // Warm up so the JIT tiers are not what is measured; the median hides a GC pause.
    for (let i = 0; i < 3; i++) computeSummary(session);
    const times = Array.from({ length: 5 }, () => {
      const begin = performance.now();
      computeSummary(session);
      return performance.now() - begin;
    }).sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(50);
  });
});
