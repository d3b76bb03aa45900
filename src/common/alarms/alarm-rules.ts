/**
 * Why an alarm went off: the one list of rules, stored in `alarm` / `alarm-ack` events (so a
 * rule is never renamed, only added). 'irregular-rhythm' is an advisory (check the pulse by
 * hand), stored and acknowledged like the alarms but worded and coloured as advice.
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
] as const;
export type AlarmRule = (typeof ALARM_RULES)[number];

const ADVISORY_RULES: readonly AlarmRule[] = ['irregular-rhythm'];

/**
 * Worded as advice to check the pulse by hand rather than as an alarm (irregular rhythm), and
 * counted apart from the alarms in every summary.
 */
export function isAdvisory(rule: AlarmRule): boolean {
  return ADVISORY_RULES.includes(rule);
}
