/**
 * How long a session's heart rate stayed inside a target band, counted as the summary counts
 * time in zones (common/metrics/heart-rate-summary): a reading holds until the next one, for at
 * most 5 s (a silent sensor is not in target), and only active time counts (pauses are left out).
 */

import type { Activity } from '../schemas/activity.js';
import type { ActivityEvent } from '../schemas/activity-event.js';
import type { Samples } from '../schemas/activity-samples.js';
import { ActiveOverlap, activeIntervals, activeRowIntervals } from './active-time.js';
import type { HrTarget } from './zones.js';

/** The summary's ZONE_HOLD_CAP_MS: the same rule, so time in target ≤ the zones' total. */
const HOLD_CAP_MS = 5_000;

/** Whether a reading counts: its bpm and its time (ms from the start). */
export type CountedReading = (bpm: number, atMs: number) => boolean;

/** The active time whose heart rate `counts`, each reading held as the module comment says. */
export function timeWhereMs(
  samples: Samples,
  events: readonly ActivityEvent[],
  durationMs: number,
  counts: CountedReading,
): number {
  const { t, hr } = samples;
  if (!hr) return 0;
  const active = activeIntervals(events, durationMs);
  const rows = activeRowIntervals(t, active);
  const overlap = new ActiveOverlap(active);
  let total = 0;
  let previous = -1;
  const hold = (row: number, until: number) => {
    if (row < 0) return;
    const bpm = hr[row]!;
    const from = t[row]!;
    const ms = overlap.ms(from, Math.min(until, from + HOLD_CAP_MS), rows[row]!);
    if (counts(bpm, from)) total += ms;
  };
  for (let i = 0; i < t.length; i++) {
    if (hr[i] == null) continue;
    hold(previous, t[i]!);
    previous = i;
  }
  hold(previous, durationMs);
  return total;
}

export function timeInTargetMs(
  samples: Samples,
  events: readonly ActivityEvent[],
  durationMs: number,
  target: HrTarget,
): number {
  const inside = (bpm: number) => bpm >= target.lowBpm && bpm <= target.highBpm;
  return timeWhereMs(samples, events, durationMs, inside);
}

export interface TimeInTarget {
  ms: number;
  /** Share of the active time, 0–100; null when nothing was active. */
  pct: number | null;
}

/** A whole session's time in its target band, and how much of its active time that was. */
export function timeInTargetOf(
  activity: Pick<Activity, 'samples' | 'events' | 'summary'>,
  target: HrTarget,
): TimeInTarget {
  const { durationMs, activeTimeMs } = activity.summary;
  const ms = timeInTargetMs(activity.samples, activity.events, durationMs, target);
  return { ms, pct: activeTimeMs === 0 ? null : Math.round((ms / activeTimeMs) * 100) };
}
