import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { activeIntervals, activeRowIntervals } from './active-time.js';
import { summarizeHeartRate } from './heart-rate-summary.js';

/** HR readings as [t, bpm] pairs over a session of `durationMs`. */
function summarize(
  readings: [number, number | null][],
  { durationMs = 120_000, events = [] as ActivityEvent[], hrMaxBpm = 200 as number | null } = {},
) {
  const t = readings.map(([time]) => time);
  const hr = readings.map(([, bpm]) => bpm);
  const active = activeIntervals(events, durationMs);
  return summarizeHeartRate(t, hr, activeRowIntervals(t, active), active, durationMs, hrMaxBpm);
}

/** One reading a second from t = 0, with `bpmAt(second)`. */
function everySecond(seconds: number, bpmAt: (s: number) => number): [number, number][] {
  return Array.from({ length: seconds + 1 }, (_, s) => [s * 1000, bpmAt(s)]);
}

describe('summarizeHeartRate: average and extremes', () => {
  it('takes a plain mean rounded to one decimal, and the min and max', () => {
    // (100 + 101 + 103) / 3 = 101.333…
    const result = summarize([
      [0, 100],
      [1000, 101],
      [2000, 103],
    ]);
    expect(result).toMatchObject({ hrAvg: 101.3, hrMin: 100, hrMax: 103 });
  });

  it('ignores nulls, paused readings and readings after the end', () => {
    const result = summarize(
      [
        [0, 90],
        [1000, null],
        [15_000, 200], // paused
        [30_000, 110],
        [130_000, 40], // after the end
      ],
      {
        events: [
          { t: 10_000, kind: 'pause' },
          { t: 20_000, kind: 'resume' },
        ],
      },
    );
    expect(result).toMatchObject({ hrAvg: 100, hrMin: 90, hrMax: 110 });
  });

  it('is all null without heart-rate readings', () => {
    const active = activeIntervals([], 5000);
    const rows = activeRowIntervals([0, 1000], active);
    expect(summarizeHeartRate([0, 1000], undefined, rows, active, 5000, 200)).toEqual({
      hrAvg: null,
      hrMin: null,
      hrMax: null,
      timeInZonesMs: [0, 0, 0, 0, 0],
      hrRecovery1MinBpm: null,
    });
  });
});

describe('summarizeHeartRate: time in zones', () => {
  it('gives each reading the time until the next, active time only', () => {
    // 20 s session, paused 9–13 s; HR max 200, so zone bounds are 120, 140, 160, 180 bpm.
    const readings = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190].map(
      (bpm, i): [number, number] => [i * 2000, bpm],
    );
    const result = summarize(readings, {
      durationMs: 20_000,
      events: [
        { t: 9000, kind: 'pause' },
        { t: 13_000, kind: 'resume' },
      ],
    });
    // Z1: 0–4 s; Z2: 4–8 s; Z3: 8–9 s (140), 150 at 10 s is paused; Z4: 13–16 s; Z5: 16–20 s
    expect(result.timeInZonesMs).toEqual([4000, 4000, 1000, 3000, 4000]);
  });

  it('holds a reading at most 5 s, so a silent sensor adds no zone time', () => {
    const result = summarize(
      [
        [0, 100],
        [20_000, 130],
      ],
      { durationMs: 30_000 },
    );
    expect(result.timeInZonesMs).toEqual([5000, 5000, 0, 0, 0]);
  });

  it('lets a reading hold until the next non-null reading', () => {
    const result = summarize(
      [
        [0, 185],
        [1000, null],
        [2000, 185],
      ],
      { durationMs: 3000 },
    );
    expect(result.timeInZonesMs).toEqual([0, 0, 0, 0, 3000]);
  });

  it('is null without an HR max', () => {
    expect(summarize([[0, 100]], { hrMaxBpm: null }).timeInZonesMs).toBeNull();
  });
});

describe('summarizeHeartRate: recovery one minute after the peak', () => {
  it('is peak HR minus HR 60 s after the peak', () => {
    // rises 2 bpm/s to 160 at 30 s, then falls 0.5 bpm/s: 130 at 90 s
    const readings = everySecond(120, (s) => (s <= 30 ? 100 + 2 * s : 160 - (s - 30) / 2));
    expect(summarize(readings, { durationMs: 121_000 }).hrRecovery1MinBpm).toBe(30);
  });

  it('measures from the first reading that reaches the maximum', () => {
    const readings: [number, number][] = [
      [10_000, 150],
      [40_000, 150],
      [70_000, 120],
      [100_000, 100],
    ];
    expect(summarize(readings).hrRecovery1MinBpm).toBe(30);
  });

  it('uses the reading nearest to peak + 60 s within ±5 s', () => {
    const readings: [number, number][] = [
      [30_000, 150],
      [86_000, 120], // 4 s early
      [93_000, 125], // 3 s late: nearer
    ];
    expect(summarize(readings).hrRecovery1MinBpm).toBe(25);
    expect(
      summarize([
        [30_000, 150],
        [95_000, 128],
      ]).hrRecovery1MinBpm,
    ).toBe(22);
  });

  it('is null when no reading lies within 5 s of peak + 60 s', () => {
    expect(
      summarize([
        [30_000, 150],
        [84_000, 120],
        [96_000, 110],
      ]).hrRecovery1MinBpm,
    ).toBeNull();
  });

  it('counts a reading taken while paused, since clinicians pause to watch recovery', () => {
    const readings: [number, number][] = [
      [30_000, 150],
      [90_000, 118],
    ];
    const events: ActivityEvent[] = [{ t: 35_000, kind: 'pause' }];
    expect(summarize(readings, { events }).hrRecovery1MinBpm).toBe(32);
  });

  it('is null when the session ends before peak + 60 s', () => {
    const readings: [number, number][] = [
      [30_000, 150],
      [90_000, 118],
    ];
    expect(summarize(readings, { durationMs: 80_000 }).hrRecovery1MinBpm).toBeNull();
  });
});
