/**
 * How long a session's heart rate stayed above its safety maximum, counted as time in target is
 * (common/metrics/time-in-target: a reading holds until the next, at most 5 s; pauses left out).
 * Each 'above-max' alarm carries the safety maximum it broke, and that alarm goes off at once
 * whenever the heart rate passes it: the limit in force at a reading is the one of the latest
 * above-max alarm by then (before the first, the first's; a clinician may lower it mid-session).
 * No above-max alarm: the safety maximum the session kept (issue 34, migration 021), which its
 * reports print beside this time; a session that kept none (saved before) counts 0.
 */
import { timeWhereMs } from '../metrics/time-in-target.js';
import type { Activity } from '../schemas/activity.js';
import type { ActivityEvent } from '../schemas/activity-event.js';

interface LimitFrom {
  fromMs: number;
  bpm: number;
}

/** The safety maxima of the session's above-max alarms, in time order. */
export function safetyMaxLimits(events: readonly ActivityEvent[]): LimitFrom[] {
  return events
    .flatMap((e) =>
      e.kind === 'alarm' && e.value.rule === 'above-max' && e.value.limit !== null
        ? [{ fromMs: e.t, bpm: e.value.limit }]
        : [],
    )
    .sort((a, b) => a.fromMs - b.fromMs);
}

export function timeAboveSafetyMaxMs(
  activity: Pick<Activity, 'samples' | 'events' | 'summary'> &
    Partial<Pick<Activity, 'safetyMaxBpm'>>,
): number {
  const alarmed = safetyMaxLimits(activity.events);
  const kept = activity.safetyMaxBpm ?? null;
  const limits = alarmed.length > 0 || kept === null ? alarmed : [{ fromMs: 0, bpm: kept }];
  if (limits.length === 0) return 0;
  const limitAt = (atMs: number) => limits.findLast((l) => l.fromMs <= atMs) ?? limits[0]!;
  const above = (bpm: number, atMs: number) => bpm > limitAt(atMs).bpm;
  const { samples, events, summary } = activity;
  return timeWhereMs(samples, events, summary.durationMs, above);
}
