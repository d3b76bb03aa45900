/** Heart-rate variability from RR intervals. */

/**
 * Root mean square of successive RR differences, in ms. Nulls (readings without a beat) are
 * skipped, so the values on either side count as successive; so are rows where `include` is negative
 * (the paused rows of activeRowIntervals). Null below 3 intervals, where one or two differences
 * say nothing about variability.
 */
export function rmssd(rrMs: ReadonlyArray<number | null>, include?: Int32Array): number | null {
  let count = 0;
  let previous = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < rrMs.length; i++) {
    const rr = rrMs[i];
    if (rr == null || (include !== undefined && include[i]! < 0)) continue;
    if (count > 0) sumOfSquares += (rr - previous) ** 2;
    previous = rr;
    count++;
  }
  return count < 3 ? null : Math.sqrt(sumOfSquares / (count - 1));
}
