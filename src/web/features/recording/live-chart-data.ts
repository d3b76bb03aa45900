/** The live chart's data: the last few minutes of heart rate as uPlot columns (x in seconds). */
import { hrLine } from '../../lib/hr-line';
import { firstRowAtOrAfter, type RecordingSamples } from './recording-samples';

export const LIVE_WINDOW_MS = 5 * 60_000;

export interface ChartWindow {
  /** Seconds from the start, and bpm (lib/hr-line: null only where the strap was not reading). */
  data: [number[], (number | null)[]];
  /** The x range shown, in seconds: the window ends now, so the line scrolls left. */
  minS: number;
  maxS: number;
}

export function liveChartWindow(samples: RecordingSamples, nowOffsetMs: number): ChartWindow {
  const endMs = Math.max(nowOffsetMs, LIVE_WINDOW_MS);
  const startMs = endMs - LIVE_WINDOW_MS;
  const first = firstRowAtOrAfter(samples.t, startMs);
  return { data: hrLine(samples.t, samples.hr, first), minS: startMs / 1000, maxS: endMs / 1000 };
}

/** A y range that holds the data and the target band, in steps of 10 bpm, never under 40 bpm tall. */
export function heartRateRange(
  values: readonly (number | null)[],
  band: { lowBpm: number; highBpm: number } | null,
): [number, number] {
  let low = band?.lowBpm ?? Number.POSITIVE_INFINITY;
  let high = band?.highBpm ?? Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (!Number.isFinite(low)) return [60, 140];
  let min = Math.floor((low - 5) / 10) * 10;
  let max = Math.ceil((high + 5) / 10) * 10;
  if (max - min < 40) {
    const pad = (40 - (max - min)) / 2;
    min = Math.floor((min - pad) / 10) * 10;
    max = Math.ceil((max + pad) / 10) * 10;
  }
  return [Math.max(0, min), max];
}
