/**
 * How many bytes a session's sample columns would take encoded compactly: each column as
 * deltas from the previous value, zig-zag varints (a 1 Hz `t` becomes one byte a second, HR and
 * RR steps one or two), a null as its own marker. Only an estimate for the storage benchmark:
 * nothing in the app encodes samples this way.
 */
import type { Samples } from '../src/common/schemas/activity-samples.js';

function varintBytes(value: number): number {
  let zigzag = value >= 0 ? value * 2 : -value * 2 - 1;
  let bytes = 1;
  while (zigzag >= 128) {
    zigzag = Math.floor(zigzag / 128);
    bytes += 1;
  }
  return bytes;
}

export function columnBytes(values: readonly (number | null)[]): number {
  let previous = 0;
  let bytes = 0;
  for (const value of values) {
    if (value === null) {
      bytes += 1;
      continue;
    }
    // Millisecond precision is what the sensors give (RR to the ms).
    const rounded = Math.round(value);
    bytes += varintBytes(rounded - previous);
    previous = rounded;
  }
  return bytes;
}

export function compactSampleBytes(samples: Samples): number {
  return Object.values(samples).reduce(
    (sum, column) => sum + (Array.isArray(column) ? columnBytes(column as (number | null)[]) : 0),
    0,
  );
}
