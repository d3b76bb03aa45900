import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import type { ActivitySummary } from '../schemas/activity-summary.js';
import { sessionTrendOf } from './session-trend.js';
import { NO_TREND_FIGURES } from './trend.test-helpers.js';

/** 60 one-second readings 90, 91 … 109, 90 …: a third of them in each 100–109 stretch. */
const t = Array.from({ length: 60 }, (_, i) => i * 1000);
const samples = { t, hr: t.map((_, i) => 90 + (i % 20)) };
const summary = (overrides: Partial<ActivitySummary> = {}) =>
  ({
    durationMs: 60_000,
    activeTimeMs: 60_000,
    avgPowerW: null,
    avgSpeedKmh: null,
    ...overrides,
  }) as ActivitySummary;

describe('a session as a trend point', () => {
  it('gives the share of active time in its band, the first BP, peak systolic and lowest SpO₂', () => {
    const events: ActivityEvent[] = [
      { t: 40_000, kind: 'bp', value: { systolic: 150, diastolic: 84 } },
      { t: 5_000, kind: 'bp', value: { systolic: 128, diastolic: 82 } },
      { t: 20_000, kind: 'spo2', value: 96 },
      { t: 45_000, kind: 'spo2', value: 92 },
      { t: 50_000, kind: 'rpe', value: 13 },
    ];
    const figures = sessionTrendOf(
      { samples, events, summary: summary({ avgPowerW: 80, avgSpeedKmh: 17.5 }) },
      { lowBpm: 100, highBpm: 109 },
    );
    expect(figures).toEqual({
      // Readings 100–109 are i % 20 ≥ 10: 30 of 60 seconds.
      timeInTargetPct: 50,
      avgPowerW: 80,
      avgSpeedKmh: 17.5,
      systolicMmHg: 128,
      diastolicMmHg: 82,
      peakSystolicMmHg: 150,
      lowestSpo2Pct: 92,
    });
  });

  it('counts only active time: a paused half leaves the band time over the time exercised', () => {
    const events: ActivityEvent[] = [
      { t: 30_000, kind: 'pause' },
      { t: 60_000, kind: 'resume' },
    ];
    const figures = sessionTrendOf(
      { samples, events, summary: summary({ activeTimeMs: 30_000 }) },
      { lowBpm: 100, highBpm: 109 },
    );
    // Active 0–30 s: readings 100–109 at i = 10…19, 10 s of the 30 s exercised.
    expect(figures.timeInTargetPct).toBe(33);
  });

  it('is all null without a band, entries or workload', () => {
    const { estimatedMets: _, ...none } = NO_TREND_FIGURES;
    expect(sessionTrendOf({ samples, events: [], summary: summary() }, null)).toEqual(none);
  });
});
