/** Statistics of the non-HR columns (speed, power, cadence) over the active rows of a session. */
import { type ActiveIntervals, ActiveOverlap } from './active-time.js';

export type Column = ReadonlyArray<number | null>;

/**
 * Plain mean (not time-weighted: sensors report at a steady rate, and a clinician can check it
 * by hand) of the non-null values in active rows (see activeRowIntervals); null for none.
 */
export function activeMean(column: Column | undefined, rows: Int32Array): number | null {
  if (!column) return null;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < rows.length; i++) {
    const value = column[i];
    if (value != null && rows[i]! >= 0) {
      sum += value;
      count++;
    }
  }
  return count === 0 ? null : sum / count;
}

/**
 * Metres covered: trapezoid integral of speed (km/h) between successive non-null readings,
 * counting only the active part of each step. A gap in the readings is bridged linearly because
 * the belt or wheel keeps moving while the sensor is silent. Null without any speed reading.
 */
export function distanceM(
  t: readonly number[],
  speedKmh: Column | undefined,
  rows: Int32Array,
  active: ActiveIntervals,
): number | null {
  if (!speedKmh) return null;
  const overlap = new ActiveOverlap(active);
  let metres = 0;
  let previous = -1;
  for (let i = 0; i < t.length; i++) {
    const speed = speedKmh[i];
    if (speed == null) continue;
    if (previous >= 0) {
      const activeMs = overlap.ms(t[previous]!, t[i]!, rows[previous]!);
      // km/h × ms → m: 1 km/h is 1000 m per 3,600,000 ms.
      metres += (((speedKmh[previous]! + speed) / 2) * activeMs) / 3600;
    }
    previous = i;
  }
  return previous < 0 ? null : metres;
}
