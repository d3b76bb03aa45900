/**
 * What a participant's tile shows beyond the last reading, kept up to date reading by reading
 * (never by walking the whole recording): time in the target band and the trend of the last
 * 20 seconds.
 */
import type { HrTarget } from '../../../common/metrics/zones';

/** A gap longer than this between readings is not counted: the strap was silent. */
const MAX_COUNTED_GAP_MS = 5000;
const TREND_HALF_MS = 10_000;
/** Half-window averages closer than this read as steady. */
const TREND_STEADY_BPM = 3;

export type Trend = 'up' | 'down' | 'steady';

export interface TileStats {
  timeInTargetMs: number;
  trend: Trend;
  /** The last readings, newest last, at most 20 s old. */
  recent: { at: number; hr: number }[];
  last: { at: number; hr: number } | null;
}

export const EMPTY_TILE_STATS: TileStats = {
  timeInTargetMs: 0,
  trend: 'steady',
  recent: [],
  last: null,
};

const inBand = (hr: number, target: HrTarget) => hr >= target.lowBpm && hr <= target.highBpm;

/** `counting`: false while paused or before Start, so those seconds are not in the target time. */
export function addReading(
  stats: TileStats,
  reading: { at: number; hr: number },
  target: HrTarget | null,
  counting: boolean,
): TileStats {
  let { timeInTargetMs } = stats;
  const { last } = stats;
  if (counting && target && last && inBand(last.hr, target)) {
    const gap = reading.at - last.at;
    if (gap > 0 && gap <= MAX_COUNTED_GAP_MS) timeInTargetMs += gap;
  }
  const recent = [...stats.recent, reading].filter((r) => r.at > reading.at - 2 * TREND_HALF_MS);
  return { timeInTargetMs, trend: trendOf(recent, reading.at), recent, last: reading };
}

function trendOf(recent: readonly { at: number; hr: number }[], now: number): Trend {
  const older = recent.filter((r) => r.at <= now - TREND_HALF_MS);
  const newer = recent.filter((r) => r.at > now - TREND_HALF_MS);
  if (older.length === 0 || newer.length === 0) return 'steady';
  const mean = (rows: typeof recent) => rows.reduce((sum, r) => sum + r.hr, 0) / rows.length;
  const change = mean(newer) - mean(older);
  if (change > TREND_STEADY_BPM) return 'up';
  return change < -TREND_STEADY_BPM ? 'down' : 'steady';
}
