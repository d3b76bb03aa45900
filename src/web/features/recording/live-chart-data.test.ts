import { describe, expect, it } from 'vitest';
import { heartRateRange, LIVE_WINDOW_MS, liveChartWindow } from './live-chart-data';

describe('live chart data', () => {
  it('shows the first five minutes from zero, then the last five minutes up to now', () => {
    const samples = { t: [1000, 2000, 400_000], hr: [80, null, 120], rr: [null, null, null] };
    expect(liveChartWindow(samples, 2500)).toEqual({
      // The row without HR is no break; the 398 s silence is, halfway across it.
      data: [
        [1, 200.5, 400],
        [80, null, 120],
      ],
      minS: 0,
      maxS: 300,
    });
    const late = liveChartWindow(samples, 401_000);
    expect(late.data).toEqual([[400], [120]]);
    expect([late.minS, late.maxS]).toEqual([(401_000 - LIVE_WINDOW_MS) / 1000, 401]);
  });

  it('draws on through rows that carry only an RR interval', () => {
    const samples = { t: [0, 400, 1000, 1400], hr: [80, null, 82, null], rr: [750, 740, 730, 720] };
    expect(liveChartWindow(samples, 1400).data).toEqual([
      [0, 1],
      [80, 82],
    ]);
  });

  it('a y range holding the readings and the target band, at least 40 bpm tall', () => {
    expect(heartRateRange([], null)).toEqual([60, 140]);
    expect(heartRateRange([100, 104], null)).toEqual([80, 120]);
    expect(heartRateRange([90, null, 170], { lowBpm: 110, highBpm: 130 })).toEqual([80, 180]);
    expect(heartRateRange([150], { lowBpm: 100, highBpm: 120 })).toEqual([90, 160]);
  });
});
