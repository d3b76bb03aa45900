/**
 * Each alarm rule's priority and timing: one table that the monitor, the class banner, the
 * tiles, the tone and the results all read.
 *
 * Priorities follow IEC 60601-1-8 (alarm systems), Table 1 "alarm condition priorities": HIGH where
 * the operator must act at once (a heart rate over the safety maximum, desaturation, a systolic
 * pressure over the ceiling, under 90 mmHg or fallen more than 10 mmHg from rest), MEDIUM where prompt action is needed (a long stay above target, a
 * lost signal, a heart rate under the floor), LOW for awareness (a flat battery; the irregular-
 * rhythm advisory, which asks for a pulse check and is never a diagnosis; the Borg advisory,
 * which asks to ease the effort back into the prescribed RPE range).
 */
import { ALARM_RULES, type AlarmRule } from './alarm-rules.js';

export type AlarmPriority = 'high' | 'medium' | 'low';

/** High first: the banner's order. */
export const ALARM_PRIORITIES: readonly AlarmPriority[] = ['high', 'medium', 'low'];

interface RuleTiming {
  priority: AlarmPriority;
  /**
   * Hysteresis: an excursion ends only once the value has come back this far inside the limit
   * (bpm, %, mmHg) and stayed there `clearForMs`, so a value hovering at the limit is one alarm.
   */
  clearMargin: number;
  clearForMs: number;
  /** An acknowledged alarm whose condition still holds sounds again after this long. */
  realertAfterMs: number;
}

const SECOND = 1000;
/** A HR hovering within 5 bpm of a limit is the same excursion (sensor noise is ±2–3 bpm). */
const HR_CLEARANCE = { clearMargin: 5, clearForMs: 10 * SECOND };

/**
 * Re-alert times: an acknowledgement silences for a limited time while the condition persists
 * (as IEC 60601-1-8's time-limited AUDIO PAUSED, not a silence for ever): 60 s for the HIGH
 * rules, 2 min for MEDIUM, 10 min for LOW.
 * SpO2 and blood pressure are typed in, so their condition persists until a new entry: the
 * re-alert is the reminder to measure again. 'no-signal' ends by its own rule (see below).
 */
const TIMING: Record<AlarmRule, RuleTiming> = {
  'above-max': { priority: 'high', ...HR_CLEARANCE, realertAfterMs: 60 * SECOND },
  'spo2-low': { priority: 'high', clearMargin: 2, clearForMs: 0, realertAfterMs: 60 * SECOND },
  'systolic-high': {
    priority: 'high',
    clearMargin: 10,
    clearForMs: 0,
    realertAfterMs: 60 * SECOND,
  },
  // Exercise hypotension: stop and assess at once (ACSM's Guidelines for Exercise Testing and
  // Prescription, 11th ed., test termination: SBP drop > 10 mmHg from baseline; SBC 2020).
  // 5 mmHg clears it: about a manual cuff's reading error.
  'systolic-low': { priority: 'high', clearMargin: 5, clearForMs: 0, realertAfterMs: 60 * SECOND },
  'systolic-drop': {
    priority: 'high',
    clearMargin: 5,
    clearForMs: 0,
    realertAfterMs: 60 * SECOND,
  },
  'above-target': { priority: 'medium', ...HR_CLEARANCE, realertAfterMs: 120 * SECOND },
  'below-floor': { priority: 'medium', ...HR_CLEARANCE, realertAfterMs: 120 * SECOND },
  'no-signal': { priority: 'medium', clearMargin: 0, clearForMs: 0, realertAfterMs: 120 * SECOND },
  // A battery reading wobbles by a percent or two around the limit.
  'battery-low': { priority: 'low', clearMargin: 5, clearForMs: 0, realertAfterMs: 600 * SECOND },
  // Borg ratings are whole numbers typed in: the next rating inside the range ends it.
  'borg-above': { priority: 'low', clearMargin: 0, clearForMs: 0, realertAfterMs: 600 * SECOND },
  // RhythmWatch has its own hysteresis on the verdict.
  'irregular-rhythm': {
    priority: 'low',
    clearMargin: 0,
    clearForMs: 0,
    realertAfterMs: 600 * SECOND,
  },
};

/**
 * A signal-loss episode is one alarm: it ends only once readings have come for 30 s with no
 * gap over 3 s (a strap that keeps dropping and coming back is one problem to fix, not five).
 */
export const SIGNAL_STEADY_MS = 30 * SECOND;
export const SIGNAL_GAP_MS = 3 * SECOND;

export function alarmPriority(rule: AlarmRule): AlarmPriority {
  return TIMING[rule].priority;
}

export function alarmTiming(rule: AlarmRule): Readonly<RuleTiming> {
  return TIMING[rule];
}

/** High before medium before low, then the older first: the banner's order. */
export function byPriorityThenTime(
  a: { rule: AlarmRule; raisedAt: number },
  b: { rule: AlarmRule; raisedAt: number },
): number {
  const rank = (rule: AlarmRule) => ALARM_PRIORITIES.indexOf(alarmPriority(rule));
  return rank(a.rule) - rank(b.rule) || a.raisedAt - b.raisedAt;
}

/** The highest priority among the alarms still waiting for an acknowledgement: the tone to play. */
export function soundingPriority(
  alarms: readonly { rule: AlarmRule; acknowledged: boolean }[],
): AlarmPriority | null {
  const waiting = new Set(alarms.filter((a) => !a.acknowledged).map((a) => alarmPriority(a.rule)));
  return ALARM_PRIORITIES.find((priority) => waiting.has(priority)) ?? null;
}

/**
 * One excursion, one alarm: a heart rate over the safety maximum is over the target too, and
 * when the band's top is the maximum every climb out of the band is both. IEC 60601-1-8
 * indicates the alarm condition of the highest priority; so while an above-max excursion is
 * under way (its hysteresis too) the above-target alarm neither goes off nor re-alerts. An
 * above-target alarm raised before a slow climb reached the maximum stays: it was true then, and
 * above-max follows it as the escalation. Once above-max has cleared, a heart rate still over the
 * target is a medium alarm again.
 */
const COVERED_BY: Partial<Record<AlarmRule, AlarmRule>> = { 'above-target': 'above-max' };

/** The higher-priority rule whose excursion silences this one, if any. */
export const coveringRule = (rule: AlarmRule): AlarmRule | undefined => COVERED_BY[rule];

/** High priority first (stable within one), so a covering rule is judged before those it covers. */
export const RULES_BY_PRIORITY: readonly AlarmRule[] = [...ALARM_RULES].sort(
  (a, b) => ALARM_PRIORITIES.indexOf(alarmPriority(a)) - ALARM_PRIORITIES.indexOf(alarmPriority(b)),
);
