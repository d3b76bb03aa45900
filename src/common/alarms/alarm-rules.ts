/**
 * Why an alarm went off: the one list of rules, stored in `alarm` / `alarm-ack` events (so a
 * rule is never renamed, only added). 'irregular-rhythm' and 'borg-above' are advisories (check
 * the pulse by hand; ease the effort), stored and acknowledged like the alarms but worded and
 * coloured as advice.
 */
export const ALARM_RULES = [
  'above-target',
  'above-max',
  'below-floor',
  'no-signal',
  'battery-low',
  'spo2-low',
  'systolic-high',
  'irregular-rhythm',
  // Issue 34: exercise hypotension (ACSM 11th ed. termination criteria; SBC 2020).
  'systolic-low',
  'systolic-drop',
  // Issue 34: a Borg entry above the prescribed RPE range.
  'borg-above',
] as const;
export type AlarmRule = (typeof ALARM_RULES)[number];

const ADVISORY_RULES: readonly AlarmRule[] = ['irregular-rhythm', 'borg-above'];

/**
 * Worded as advice rather than as an alarm (check the pulse by hand; ease the effort), and
 * counted apart from the alarms in every summary.
 */
export function isAdvisory(rule: AlarmRule): boolean {
  return ADVISORY_RULES.includes(rule);
}
