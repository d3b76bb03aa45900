/** The heart-rate part of a session summary: average, extremes, time in zones, 1-minute recovery. */
import { HR_ZONE_COUNT } from '../schemas/activity-summary.js';
import { type ActiveIntervals, ActiveOverlap } from './active-time.js';
import type { Column } from './column-stats.js';
import { roundToTenth } from './round.js';
import { zoneOf } from './zones.js';

/** A reading's zone holds until the next reading, but no longer: a silent sensor is not a zone. */
const ZONE_HOLD_CAP_MS = 5_000;
const RECOVERY_DELAY_MS = 60_000;
/** How far from peak + 60 s a reading may be and still stand for "one minute later". */
const RECOVERY_TOLERANCE_MS = 5_000;

interface HeartRateSummary {
  hrAvg: number | null;
  hrMin: number | null;
  hrMax: number | null;
  timeInZonesMs: number[] | null;
  hrRecovery1MinBpm: number | null;
}

/** `rows` says which rows are active (see activeRowIntervals); zone time is cut to `active`. */
export function summarizeHeartRate(
  t: readonly number[],
  hr: Column | undefined,
  rows: Int32Array,
  active: ActiveIntervals,
  durationMs: number,
  hrMaxBpm: number | null,
): HeartRateSummary {
  const zones = hrMaxBpm === null ? null : new Array<number>(HR_ZONE_COUNT).fill(0);
  if (!hr) return { ...NO_HEART_RATE, timeInZonesMs: zones };
  const overlap = new ActiveOverlap(active);
  // A reading's zone lasts until the next reading, paused or not, or the end; capped; active only.
  const holdZone = (row: number, until: number) => {
    if (zones === null || hrMaxBpm === null || row < 0) return;
    const from = t[row]!;
    const ms = overlap.ms(from, Math.min(until, from + ZONE_HOLD_CAP_MS), rows[row]!);
    zones[zoneOf(hr[row]!, hrMaxBpm)]! += ms;
  };
  let sum = 0;
  let count = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let peak = -1;
  let previous = -1;
  for (let i = 0; i < t.length; i++) {
    const bpm = hr[i];
    if (bpm == null) continue;
    holdZone(previous, t[i]!);
    previous = i;
    if (rows[i]! < 0) continue;
    sum += bpm;
    count++;
    if (bpm < min) min = bpm;
    if (bpm > max) {
      max = bpm; // strict: the peak is the first reading that reaches the maximum
      peak = i;
    }
  }
  holdZone(previous, durationMs);
  if (count === 0) return { ...NO_HEART_RATE, timeInZonesMs: zones };
  const later = hrNear(t, hr, t[peak]! + RECOVERY_DELAY_MS, durationMs);
  return {
    hrAvg: roundToTenth(sum / count),
    hrMin: min,
    hrMax: max,
    timeInZonesMs: zones,
    hrRecovery1MinBpm: later === null ? null : roundToTenth(max - later),
  };
}

const NO_HEART_RATE = { hrAvg: null, hrMin: null, hrMax: null, hrRecovery1MinBpm: null } as const;

/**
 * The non-null HR nearest to `targetMs` within the tolerance. Paused time counts here:
 * clinicians often pause to watch the recovery. Readings after the session's end do not.
 */
function hrNear(t: readonly number[], hr: Column, targetMs: number, durationMs: number) {
  let low = 0;
  let high = t.length;
  const from = targetMs - RECOVERY_TOLERANCE_MS;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (t[mid]! < from) low = mid + 1;
    else high = mid;
  }
  const until = Math.min(targetMs + RECOVERY_TOLERANCE_MS, durationMs);
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = low; i < t.length && t[i]! <= until; i++) {
    const bpm = hr[i];
    const distance = Math.abs(t[i]! - targetMs);
    if (bpm != null && distance < bestDistance) {
      best = bpm;
      bestDistance = distance;
    }
  }
  return best;
}
