/**
 * The session summary stored with every activity, computed the same way on the phone and the
 * server. Only active time counts: the session minus its pauses; samples after `endedAt` lie
 * outside it. Averages are plain means of the readings. Each column is read in one forward loop
 * with no allocation per row, so even 100,000 samples take milliseconds.
 */

import type { ActivityEvent } from '../schemas/activity-event.js';
import type { Samples } from '../schemas/activity-samples.js';
import type { ActivitySummary } from '../schemas/activity-summary.js';
import { activeIntervals, activeRowIntervals } from './active-time.js';
import { activeMean, distanceM } from './column-stats.js';
import { summarizeHeartRate } from './heart-rate-summary.js';
import { rmssd } from './hrv.js';
import { roundToTenth } from './round.js';

export interface SummaryInput {
  startedAt: number;
  endedAt: number;
  samples: Samples;
  events: readonly ActivityEvent[];
  /** Needed for time in zones; without it `timeInZonesMs` is null. */
  hrMaxBpm?: number | null;
}

export function computeSummary({
  startedAt,
  endedAt,
  samples,
  events,
  hrMaxBpm,
}: SummaryInput): ActivitySummary {
  const durationMs = Math.max(0, endedAt - startedAt);
  const active = activeIntervals(events, durationMs);
  const { t } = samples;
  const rows = activeRowIntervals(t, active);
  return {
    durationMs,
    activeTimeMs: active.totalMs,
    sampleCount: t.length,
    ...summarizeHeartRate(t, samples.hr, rows, active, durationMs, hrMaxBpm ?? null),
    rmssdMs: tenthOrNull(samples.rr ? rmssd(samples.rr, rows) : null),
    distanceM: tenthOrNull(distanceM(t, samples.speed, rows, active)),
    avgSpeedKmh: tenthOrNull(activeMean(samples.speed, rows)),
    avgPowerW: tenthOrNull(activeMean(samples.power, rows)),
    avgCadenceRpm: tenthOrNull(activeMean(samples.cadence, rows)),
    rpe: lastRpe(events),
  };
}

function tenthOrNull(value: number | null): number | null {
  return value === null ? null : roundToTenth(value);
}

/** The latest Borg rating by time; of two at the same time, the one entered last. */
function lastRpe(events: readonly ActivityEvent[]): number | null {
  let rpe: number | null = null;
  let at = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.kind === 'rpe' && event.t >= at) {
      rpe = event.value;
      at = event.t;
    }
  }
  return rpe;
}
