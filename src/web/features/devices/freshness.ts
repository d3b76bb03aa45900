/**
 * How fresh a sensor's data is. A strap can stay linked yet go silent (lost skin contact, a
 * stalled notification), so class mode watches the time since the last reading, not the link.
 */

export type Freshness = 'live' | 'stale' | 'no-signal';

/** HR straps notify about once a second; three silent seconds means something is wrong. */
export const STALE_AFTER_MS = 3000;
/** Long enough silent that the heart rate on screen must not be trusted at all. */
export const NO_SIGNAL_AFTER_MS = 10_000;

/**
 * `lastReadingAt`: epoch ms of the last reading, null before the first; the wait for it then
 * counts from `sinceAt` (when the sensor connected or monitoring started).
 */
export function freshnessOf(lastReadingAt: number | null, sinceAt: number, now: number): Freshness {
  const silentMs = now - (lastReadingAt ?? sinceAt);
  if (silentMs > NO_SIGNAL_AFTER_MS) return 'no-signal';
  return silentMs > STALE_AFTER_MS ? 'stale' : 'live';
}
