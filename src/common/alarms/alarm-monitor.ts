/**
 * One class participant's safety alarms as a pure state machine: readings and clock ticks in,
 * the alarms to show out. Time comes in as epoch ms, so it runs the same live, in tests and
 * when a checkpoint (the state is plain JSON) is resumed.
 */

import { breachOf, isClear, type Readings } from './alarm-conditions.js';
import type { AlarmLimits } from './alarm-limits.js';
import { alarmTiming, coveringRule, RULES_BY_PRIORITY, SIGNAL_GAP_MS } from './alarm-priority.js';
import type { AlarmRule } from './alarm-rules.js';

export type MonitorInput =
  | { type: 'hr'; at: number; bpm: number }
  | { type: 'tick'; at: number }
  | { type: 'battery'; at: number; pct: number }
  | { type: 'spo2'; at: number; pct: number }
  /** `preExercise`: taken at rest before exercise, the baseline of a fall (replaces any). */
  | { type: 'bp'; at: number; systolic: number; preExercise?: boolean }
  | { type: 'borg'; at: number; rating: number }
  | { type: 'rhythm'; at: number; irregular: boolean; measured: number | null }
  | { type: 'ack'; at: number; rule: AlarmRule };

export interface ActiveAlarm {
  rule: AlarmRule;
  raisedAt: number;
  /** The value that broke the rule: bpm, %, mmHg, or seconds without signal for 'no-signal'. */
  measured: number | null;
  limit: number | null;
  acknowledged: boolean;
  /** Its excursion is not over (the condition holds, or has not cleared by the hysteresis). */
  ongoing: boolean;
  /** 0 for the excursion's first alarm; n for the n-th re-alert after an acknowledgement. */
  repeat: number;
}

/** A rule's condition holding: one alarm (`raised`), over once cleared; an ack starts re-alert. */
interface Excursion {
  since: number;
  raised: boolean;
  clearSince: number | null;
  ackedAt: number | null;
}

export interface MonitorState {
  readonly alarms: readonly ActiveAlarm[];
  /** The latest time seen: an input from the past is taken as happening now. */
  readonly now: number;
  readonly readings: Readings;
  readonly excursions: Partial<Record<AlarmRule, Excursion>>;
}

/**
 * A monitor from `at`; `resumed` are alarms brought back from a checkpoint (still waiting for
 * their acknowledgement), each with its excursion under way, so the same excursion seen again
 * after the reload does not raise a second alarm. `restSystolicMmHg`: the pre-exercise systolic
 * a resumed recording already has (`preExerciseSystolic`), so a fall is still measured from it
 * and not from the first pressure taken after the reload.
 */
export function startMonitor(
  at: number,
  resumed: readonly ActiveAlarm[] = [],
  restSystolicMmHg: number | null = null,
): MonitorState {
  const nothing = {
    hrBpm: null,
    batteryPct: null,
    spo2Pct: null,
    systolicMmHg: null,
    restSystolicMmHg,
    borgRating: null,
  };
  const readings: Readings = { ...nothing, lastHrAt: at, steadySince: at, rhythm: null };
  const excursions: MonitorState['excursions'] = {};
  for (const { rule, raisedAt } of resumed) {
    excursions[rule] = { since: raisedAt, raised: true, clearSince: null, ackedAt: null };
  }
  return { alarms: [...resumed], now: at, readings, excursions };
}

type Draft = { alarms: ActiveAlarm[]; excursions: Partial<Record<AlarmRule, Excursion>> };

/** Ends the rule's excursion: an acknowledged alarm goes, one still waiting stays (latched). */
function endExcursion(draft: Draft, rule: AlarmRule): void {
  delete draft.excursions[rule];
  const index = draft.alarms.findIndex((alarm) => alarm.rule === rule);
  const alarm = draft.alarms[index];
  if (alarm?.acknowledged) draft.alarms.splice(index, 1);
  else if (alarm?.ongoing) draft.alarms[index] = { ...alarm, ongoing: false };
}

function place(draft: Draft, alarm: ActiveAlarm): void {
  const index = draft.alarms.findIndex(({ rule }) => rule === alarm.rule);
  if (index >= 0) draft.alarms[index] = alarm;
  else draft.alarms.push(alarm);
}

/** Starts, raises, re-alerts or ends one rule's excursion for the readings at `now`. */
function evaluateRule(
  draft: Draft,
  rule: AlarmRule,
  r: Readings,
  limits: AlarmLimits,
  now: number,
): ActiveAlarm | null {
  const breach = breachOf(rule, r, limits, now);
  const excursion = draft.excursions[rule];
  if (!breach) {
    // Not raised yet: it never went off, so there is nothing to hold on to.
    if (!excursion?.raised) {
      endExcursion(draft, rule);
      return null;
    }
    const clearSince = isClear(rule, r, limits, now) ? (excursion.clearSince ?? now) : null;
    if (clearSince !== null && now - clearSince >= alarmTiming(rule).clearForMs) {
      endExcursion(draft, rule);
    } else draft.excursions[rule] = { ...excursion, clearSince };
    return null;
  }
  const current = excursion ?? { since: now, raised: false, clearSince: null, ackedAt: null };
  draft.excursions[rule] = { ...current, clearSince: null };
  // Its excursion is timed, but it sounds only once the higher-priority one is over.
  if (isCovered(draft, rule)) return null;
  const alarm = draft.alarms.find((entry) => entry.rule === rule);
  const { measured, limit } = breach;
  if (current.raised) {
    const { ackedAt } = current;
    if (ackedAt === null || now - ackedAt < alarmTiming(rule).realertAfterMs) {
      if (alarm && !alarm.ongoing) place(draft, { ...alarm, ongoing: true });
      return null;
    }
    // Acknowledged, and still out of limits long after: say it again.
    draft.excursions[rule] = { ...current, clearSince: null, ackedAt: null };
    const repeat = alarm ? alarm.repeat + 1 : 0;
    const again = { rule, raisedAt: now, measured, limit, acknowledged: false, ongoing: true };
    place(draft, { ...again, repeat });
    return { ...again, repeat };
  }
  // "For longer than N s": a duration rule goes off strictly after N s of the condition.
  if (!(breach.holdMs === 0 || now - current.since > breach.holdMs)) return null;
  draft.excursions[rule] = { ...current, raised: true, clearSince: null };
  const raised = { rule, raisedAt: now, measured, limit, acknowledged: false, ongoing: true };
  place(draft, { ...raised, repeat: 0 });
  return { ...raised, repeat: 0 };
}

/** A rule covered by a higher-priority one under way does not sound (alarm-priority.ts). */
function isCovered(draft: Draft, rule: AlarmRule): boolean {
  const higher = coveringRule(rule);
  return higher !== undefined && draft.excursions[higher]?.raised === true;
}

function evaluate(draft: Draft, r: Readings, limits: AlarmLimits, now: number): ActiveAlarm[] {
  const raised: ActiveAlarm[] = [];
  for (const rule of RULES_BY_PRIORITY) {
    const alarm = evaluateRule(draft, rule, r, limits, now);
    if (alarm) raised.push(alarm);
  }
  return raised;
}

/** The readings with the input's value as the latest of its kind. */
function read(r: Readings, input: MonitorInput, now: number): Readings {
  if (input.type === 'hr') {
    const steadySince = now - r.lastHrAt > SIGNAL_GAP_MS ? now : r.steadySince;
    return { ...r, hrBpm: input.bpm, lastHrAt: now, steadySince };
  }
  if (input.type === 'battery') return { ...r, batteryPct: input.pct };
  if (input.type === 'spo2') return { ...r, spo2Pct: input.pct };
  if (input.type === 'bp') {
    // Without a pre-exercise entry, the session's first pressure stands for it.
    const restSystolicMmHg = input.preExercise
      ? input.systolic
      : (r.restSystolicMmHg ?? input.systolic);
    return { ...r, systolicMmHg: input.systolic, restSystolicMmHg };
  }
  if (input.type === 'borg') return { ...r, borgRating: input.rating };
  if (input.type !== 'rhythm') return r;
  return { ...r, rhythm: { irregular: input.irregular, measured: input.measured } };
}

/**
 * Feeds one input. Time first moves on under the old readings (so an excursion or a signal gap
 * that has lasted long enough goes off even when its ending input comes before any tick), then
 * the input's reading applies. 'above-target' is held back while 'above-max' is on (coveringRule).
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
  if (input.type === 'ack') acknowledge(draft, input.rule, now);
  // As they stand after the step: an excursion that went off as its ending input came is over.
  const final = raised.map((alarm) => draft.alarms.find(({ rule }) => rule === alarm.rule)!);
  const next = { alarms: draft.alarms, now, readings, excursions: draft.excursions };
  return { state: next, raised: final };
}

/**
 * Silences the rule for its excursion: its alarm stays (acknowledged) while the excursion
 * lasts and sounds again if it lasts past the re-alert time; one already over goes away, and
 * an excursion under way that has not gone off yet only will at that re-alert time.
 */
function acknowledge(draft: Draft, rule: AlarmRule, now: number): void {
  const excursion = draft.excursions[rule];
  if (excursion) draft.excursions[rule] = { ...excursion, raised: true, ackedAt: now };
  const index = draft.alarms.findIndex((alarm) => alarm.rule === rule);
  const alarm = draft.alarms[index];
  if (alarm?.ongoing) draft.alarms[index] = { ...alarm, acknowledged: true };
  else if (alarm) draft.alarms.splice(index, 1);
}

export function isSounding(state: MonitorState): boolean {
  return state.alarms.some((alarm) => !alarm.acknowledged);
}
