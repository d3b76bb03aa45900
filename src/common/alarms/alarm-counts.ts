/**
 * Alarms counted by rule, for a session's report, a class report and a programme's summary:
 * one alarm per excursion, so a re-alert of an acknowledged alarm is not counted again.
 */
import type { ActivityEvent } from '../schemas/activity-event.js';
import { ALARM_RULES, type AlarmRule } from './alarm-rules.js';

export interface AlarmRuleCount {
  rule: AlarmRule;
  count: number;
}

/** The rules that went off among `events`, in ALARM_RULES order, each with its count. */
export function alarmRuleCounts(events: readonly ActivityEvent[]): AlarmRuleCount[] {
  const counts = new Map<AlarmRule, number>();
  for (const event of events) {
    if (event.kind === 'alarm' && !event.value.repeat)
      counts.set(event.value.rule, (counts.get(event.value.rule) ?? 0) + 1);
  }
  return ALARM_RULES.filter((rule) => counts.has(rule)).map((rule) => ({
    rule,
    count: counts.get(rule)!,
  }));
}
