/**
 * One class participant's safety alarms as a pure state machine: readings and clock ticks in,
 * the alarms to show out. Time comes in as epoch ms, so it runs the same live, in tests and
 * when a checkpoint (the state is plain JSON) is resumed.
 */
import { ALARM_RULES, type AlarmRule } from '../schemas/activity.js';
import type { AlarmLimits } from './alarm-limits.js';

export type MonitorInput =
  | { type: 'hr'; at: number; bpm: number }
  | { type: 'tick'; at: number }
  | { type: 'battery'; at: number; pct: number }
  | { type: 'spo2'; at: number; pct: number }
  | { type: 'bp'; at: number; systolic: number }
  | { type: 'rhythm'; at: number; irregular: boolean; measured: number | null }
  | { type: 'ack'; at: number; rule: AlarmRule };

export interface ActiveAlarm {
  rule: AlarmRule;
  raisedAt: number;
  /** The value that broke the rule: bpm, %, mmHg, or seconds without signal for 'no-signal'. */
  measured: number | null;
  limit: number | null;
  acknowledged: boolean;
  /** The condition that raised it still holds. */
  ongoing: boolean;
}

/** The latest value of each kind of input: every rule's condition is a function of these. */
interface Readings {
  hrBpm: number | null;
  /** The last 'hr' input, or the start: the no-signal clock. */
  lastHrAt: number;
  batteryPct: number | null;
  spo2Pct: number | null;
  systolicMmHg: number | null;
  rhythm: { irregular: boolean; measured: number | null } | null;
}

/** A stretch during which a rule's condition holds; `raised` (or an ack) keeps it to one alarm. */
interface Excursion {
  since: number;
  raised: boolean;
}

export interface MonitorState {
  readonly alarms: readonly ActiveAlarm[];
  /** The latest time seen: an input from the past is taken as happening now. */
  readonly now: number;
  readonly readings: Readings;
  readonly excursions: Partial<Record<AlarmRule, Excursion>>;
}

export function startMonitor(at: number): MonitorState {
  const nothing = { hrBpm: null, batteryPct: null, spo2Pct: null, systolicMmHg: null };
  const readings: Readings = { ...nothing, lastHrAt: at, rhythm: null };
  return { alarms: [], now: at, readings, excursions: {} };
}

/** A rule's condition when it holds: the breaking value, the limit, and how long it must hold. */
type Breach = { measured: number | null; limit: number | null; holdMs: number } | null;
type Broken = (value: number, limit: number) => boolean;
const above: Broken = (value, limit) => value > limit;
const below: Broken = (value, limit) => value < limit;
const check = (value: number | null, limit: number | null, broken: Broken, holdMs = 0): Breach =>
  value !== null && limit !== null && broken(value, limit)
    ? { measured: value, limit, holdMs }
    : null;
/** The events schema caps alarm numbers at 10 000: a laptop waking from sleep can exceed it. */
const MAX_MEASURED = 10_000;

/** HR rules judge the latest reading, during a signal gap too (when no-signal sounds as well). */
function breachOf(rule: AlarmRule, r: Readings, limits: AlarmLimits, now: number): Breach {
  switch (rule) {
    case 'above-target':
      return check(r.hrBpm, limits.targetHighBpm, above, limits.aboveTargetForS * 1000);
    case 'above-max':
      return check(r.hrBpm, limits.safetyMaxBpm, above);
    case 'below-floor':
      return check(r.hrBpm, limits.floorBpm, below, limits.belowFloorForS * 1000);
    case 'no-signal': {
      const silentMs = now - r.lastHrAt;
      const measured = Math.min(MAX_MEASURED, Math.round(silentMs / 100) / 10);
      if (!(silentMs > limits.noSignalAfterS * 1000)) return null;
      return { measured, limit: limits.noSignalAfterS, holdMs: 0 };
    }
    case 'battery-low':
      return check(r.batteryPct, limits.batteryLowPct, (value, limit) => value <= limit);
    case 'spo2-low':
      return check(r.spo2Pct, limits.spo2MinPct, below);
    case 'systolic-high':
      return check(r.systolicMmHg, limits.systolicMaxMmHg, above);
    case 'irregular-rhythm':
      return r.rhythm?.irregular ? { measured: r.rhythm.measured, limit: null, holdMs: 0 } : null;
  }
}

type Draft = { alarms: ActiveAlarm[]; excursions: Partial<Record<AlarmRule, Excursion>> };

/** Starts, raises or ends each rule's excursion for the readings at `now`. */
function evaluate(draft: Draft, r: Readings, limits: AlarmLimits, now: number): ActiveAlarm[] {
  const raised: ActiveAlarm[] = [];
  for (const rule of ALARM_RULES) {
    const breach = breachOf(rule, r, limits, now);
    const index = draft.alarms.findIndex((alarm) => alarm.rule === rule);
    if (!breach) {
      delete draft.excursions[rule];
      const alarm = draft.alarms[index];
      if (alarm?.acknowledged) draft.alarms.splice(index, 1);
      else if (alarm) draft.alarms[index] = { ...alarm, ongoing: false };
      continue;
    }
    const excursion = draft.excursions[rule] ?? { since: now, raised: false };
    draft.excursions[rule] = excursion;
    // "For longer than N s": a duration rule goes off strictly after N s of the condition.
    if (excursion.raised || !(breach.holdMs === 0 || now - excursion.since > breach.holdMs)) {
      continue;
    }
    draft.excursions[rule] = { ...excursion, raised: true };
    const { measured, limit } = breach;
    const alarm = { rule, raisedAt: now, measured, limit, acknowledged: false, ongoing: true };
    if (index >= 0) draft.alarms[index] = alarm;
    else draft.alarms.push(alarm);
    raised.push(alarm);
  }
  return raised;
}

/** The readings with the input's value as the latest of its kind. */
function read(r: Readings, input: MonitorInput, now: number): Readings {
  if (input.type === 'hr') return { ...r, hrBpm: input.bpm, lastHrAt: now };
  if (input.type === 'battery') return { ...r, batteryPct: input.pct };
  if (input.type === 'spo2') return { ...r, spo2Pct: input.pct };
  if (input.type === 'bp') return { ...r, systolicMmHg: input.systolic };
  if (input.type !== 'rhythm') return r;
  return { ...r, rhythm: { irregular: input.irregular, measured: input.measured } };
}

/**
 * Feeds one input. Time first moves on under the old readings (so an excursion or a signal gap
 * that has lasted long enough goes off even when its ending input comes before any tick), then
 * the input's reading applies. 'above-target' is not held back while 'above-max' is on: both
 * may sound for one climb, and the banner orders them with `mostSevere`.
 */
export function stepMonitor(
  state: MonitorState,
  limits: AlarmLimits,
  input: MonitorInput,
): { state: MonitorState; raised: ActiveAlarm[] } {
  const now = Number.isFinite(input.at) ? Math.max(state.now, input.at) : state.now;
  const draft: Draft = { alarms: [...state.alarms], excursions: { ...state.excursions } };
  const raised = evaluate(draft, state.readings, limits, now);
  const readings = read(state.readings, input, now);
  raised.push(...evaluate(draft, readings, limits, now));
  if (input.type === 'ack') acknowledge(draft, input.rule);
  // As they stand after the step: an excursion that went off as its ending input came is over.
  const final = raised.map((alarm) => draft.alarms.find(({ rule }) => rule === alarm.rule)!);
  const next = { alarms: draft.alarms, now, readings, excursions: draft.excursions };
  return { state: next, raised: final };
}

/**
 * Silences the rule until its next excursion: its alarm stays while the condition holds, one
 * already over goes away, and an excursion under way that has not gone off yet never will.
 */
function acknowledge(draft: Draft, rule: AlarmRule): void {
  const excursion = draft.excursions[rule];
  if (excursion) draft.excursions[rule] = { ...excursion, raised: true };
  const index = draft.alarms.findIndex((alarm) => alarm.rule === rule);
  const alarm = draft.alarms[index];
  if (alarm?.ongoing) draft.alarms[index] = { ...alarm, acknowledged: true };
  else if (alarm) draft.alarms.splice(index, 1);
}

export function isSounding(state: MonitorState): boolean {
  return state.alarms.some((alarm) => !alarm.acknowledged);
}

/** The rules, most severe first: the order the class banner shows them in. */
export const ALARM_SEVERITY: readonly AlarmRule[] = [
  'above-max',
  'no-signal',
  'spo2-low',
  'systolic-high',
  'above-target',
  'below-floor',
  'battery-low',
  'irregular-rhythm',
];

/** The alarm of the most severe rule, acknowledged or not; null when there is none. */
export function mostSevere(alarms: readonly ActiveAlarm[]): ActiveAlarm | null {
  let worst: ActiveAlarm | null = null;
  for (const alarm of alarms) {
    if (!worst || ALARM_SEVERITY.indexOf(alarm.rule) < ALARM_SEVERITY.indexOf(worst.rule)) {
      worst = alarm;
    }
  }
  return worst;
}
