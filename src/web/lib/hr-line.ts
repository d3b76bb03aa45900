/**
 * The heart-rate line both charts draw (live recording, saved activity): one point per reading,
 * x in seconds since the start, broken only where the strap really was not reading.
 */

/**
 * The longest time between two HR readings that the line still joins. A strap reports about
 * once a second; past 5 s it was not reading (dropped, out of range, a reload). The summary
 * holds a reading's zone for at most the same 5 s (ZONE_HOLD_CAP_MS) and the live screen calls
 * a reading stale after 5 s, so the line breaks exactly where they stop trusting a reading.
 * A pause is no break: readings go on being recorded while paused (the chart shades pauses).
 */
export const MAX_HR_GAP_MS = 5_000;

export type HrLine = [xS: number[], hr: (number | null)[]];

/**
 * Rows from `from` on. Rows without HR (a reading's further RR intervals, a bike's power) are
 * left out, as they are no gap in the readings; a null point halfway between two readings more
 * than MAX_HR_GAP_MS apart breaks the line there, and only there.
 */
export function hrLine(
  t: ArrayLike<number>,
  readings: ArrayLike<number | null | undefined> | undefined,
  from = 0,
): HrLine {
  const xS: number[] = [];
  const hr: (number | null)[] = [];
  if (!readings) return [xS, hr];
  let previousMs = 0;
  for (let i = from; i < t.length; i++) {
    const bpm = readings[i];
    if (bpm == null) continue;
    const offsetMs = t[i]!;
    if (hr.length > 0 && offsetMs - previousMs > MAX_HR_GAP_MS) {
      xS.push((previousMs + offsetMs) / 2000);
      hr.push(null);
    }
    xS.push(offsetMs / 1000);
    hr.push(bpm);
    previousMs = offsetMs;
  }
  return [xS, hr];
}
