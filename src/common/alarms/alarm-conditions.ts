/**
 * When each alarm rule's condition holds, and when it is clear again, from the latest readings
 * and the participant's limits: the conditions the monitor (alarm-monitor.ts) steps through.
 */
import type { AlarmLimits } from './alarm-limits.js';
import { alarmTiming, SIGNAL_GAP_MS, SIGNAL_STEADY_MS } from './alarm-priority.js';
import type { AlarmRule } from './alarm-rules.js';

/** The latest value of each kind of input: every rule's condition is a function of these. */
export interface Readings {
  hrBpm: number | null;
  /** The last 'hr' input, or the start: the no-signal clock. */
  lastHrAt: number;
  /** The first reading of the current run without a gap over SIGNAL_GAP_MS. */
  steadySince: number;
  batteryPct: number | null;
  spo2Pct: number | null;
  systolicMmHg: number | null;
  /** The pre-exercise systolic (else the session's first): the value a fall is measured from. */
  restSystolicMmHg: number | null;
  borgRating: number | null;
  rhythm: { irregular: boolean; measured: number | null } | null;
}

/** A rule's condition when it holds: the breaking value, the limit, and how long it must hold. */
type Breach = { measured: number | null; limit: number | null; holdMs: number } | null;
type Broken = (value: number, limit: number) => boolean;
const above: Broken = (value, limit) => value > limit;
const below: Broken = (value, limit) => value < limit;
const atOrBelow: Broken = (value, limit) => value <= limit;
const check = (value: number | null, limit: number | null, broken: Broken, holdMs = 0): Breach =>
  value !== null && limit !== null && broken(value, limit)
    ? { measured: value, limit, holdMs }
    : null;
/** The events schema caps alarm numbers at 10 000: a laptop waking from sleep can exceed it. */
const MAX_MEASURED = 10_000;

/**
 * HR rules judge the latest reading, during a signal gap too (when no-signal sounds as well).
 * `margin` moves each limit that far inside the band: the condition "not yet cleared".
 */
export function breachOf(
  rule: AlarmRule,
  r: Readings,
  limits: AlarmLimits,
  now: number,
  margin = 0,
) {
  const inside = (limit: number | null, by: number) => (limit === null ? null : limit + by);
  switch (rule) {
    case 'above-target': {
      const limit = inside(limits.targetHighBpm, -margin);
      return check(r.hrBpm, limit, above, limits.aboveTargetForS * 1000);
    }
    case 'above-max':
      return check(r.hrBpm, inside(limits.safetyMaxBpm, -margin), above);
    case 'below-floor': {
      const limit = inside(limits.floorBpm, margin);
      return check(r.hrBpm, limit, below, limits.belowFloorForS * 1000);
    }
    case 'no-signal': {
      const silentMs = now - r.lastHrAt;
      const measured = Math.min(MAX_MEASURED, Math.round(silentMs / 100) / 10);
      if (!(silentMs > limits.noSignalAfterS * 1000)) return null;
      return { measured, limit: limits.noSignalAfterS, holdMs: 0 };
    }
    case 'battery-low':
      return check(r.batteryPct, inside(limits.batteryLowPct, margin), atOrBelow);
    case 'spo2-low':
      return check(r.spo2Pct, inside(limits.spo2MinPct, margin), below);
    case 'systolic-high':
      return check(r.systolicMmHg, inside(limits.systolicMaxMmHg, -margin), above);
    case 'systolic-low':
      return check(r.systolicMmHg, inside(limits.systolicMinMmHg, margin), below);
    case 'systolic-drop': {
      // The fall in mmHg from the pre-exercise systolic, judged against the allowed fall.
      const rest = r.restSystolicMmHg;
      const fall = rest === null || r.systolicMmHg === null ? null : rest - r.systolicMmHg;
      return check(fall, inside(limits.systolicDropMmHg, -margin), above);
    }
    case 'borg-above':
      return check(r.borgRating, inside(limits.borgMax, -margin), above);
    case 'irregular-rhythm':
      return r.rhythm?.irregular ? { measured: r.rhythm.measured, limit: null, holdMs: 0 } : null;
  }
}

/** The value is back far enough inside the limit (a signal: steady again) to end an excursion. */
export function isClear(rule: AlarmRule, r: Readings, limits: AlarmLimits, now: number): boolean {
  if (rule === 'no-signal') {
    return now - r.lastHrAt <= SIGNAL_GAP_MS && now - r.steadySince >= SIGNAL_STEADY_MS;
  }
  return breachOf(rule, r, limits, now, alarmTiming(rule).clearMargin) === null;
}
