/**
 * The recording's samples as activity.ts stores them: columns of equal length, one row per
 * reading, `t` in ms from the start and never decreasing; a reading's further RR intervals
 * follow as rows of their own at the same `t` with no HR, so every beat is kept.
 * Columns are appended in place: a recording may reach 100,000 rows and a copy per reading
 * would cost more than the reading itself. Only the recording recording owns them.
 */
import {
  MAX_SAMPLES,
  SAMPLE_CHANNEL_RANGES,
  type SampleChannel,
} from '../../../common/schemas/activity-samples';

export interface RecordingSamples {
  t: number[];
  hr: (number | null)[];
  rr: (number | null)[];
  speed?: (number | null)[];
  cadence?: (number | null)[];
  power?: (number | null)[];
}

/** One row to add; offsets and units already as stored. */
export interface SampleRow {
  t: number;
  hr?: number | null;
  rr?: number | null;
  speed?: number | null;
  cadence?: number | null;
  power?: number | null;
}

type OptionalChannel = 'speed' | 'cadence' | 'power';
const OPTIONAL_CHANNELS: readonly OptionalChannel[] = ['speed', 'cadence', 'power'];

export function emptySamples(): RecordingSamples {
  return { t: [], hr: [], rr: [] };
}

/** A value outside the schema's bounds for its channel is stored as "no reading" (null). */
function inRange(channel: SampleChannel, value: number | null | undefined) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const [min, max] = SAMPLE_CHANNEL_RANGES[channel];
  return value >= min && value <= max ? value : null;
}

/**
 * Appends a row (returns false once the recording holds MAX_SAMPLES rows). A row earlier than
 * the last (a clock step back) is stored at the last row's time so `t` stays non-decreasing.
 */
export function appendSample(samples: RecordingSamples, row: SampleRow): boolean {
  const count = samples.t.length;
  if (count >= MAX_SAMPLES) return false;
  samples.t.push(Math.max(0, Math.round(row.t), samples.t[count - 1] ?? 0));
  samples.hr.push(inRange('hr', row.hr));
  samples.rr.push(inRange('rr', row.rr));
  for (const channel of OPTIONAL_CHANNELS) {
    const value = inRange(channel, row[channel]);
    // A channel appears with its first value; earlier rows get null so columns stay aligned.
    if (value !== null && !samples[channel]) samples[channel] = new Array(count).fill(null);
    samples[channel]?.push(value);
  }
  return true;
}

/** Index of the first row at or after `t` (binary search; `t` is sorted). */
export function firstRowAtOrAfter(t: readonly number[], offsetMs: number): number {
  let low = 0;
  let high = t.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (t[mid]! < offsetMs) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The latest non-null heart rate and its row time, for the big number on screen. */
export function lastHeartRate(samples: RecordingSamples): { hr: number; t: number } | null {
  for (let i = samples.hr.length - 1; i >= 0; i--) {
    const hr = samples.hr[i];
    if (hr !== null && hr !== undefined) return { hr, t: samples.t[i]! };
  }
  return null;
}
