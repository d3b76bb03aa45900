/**
 * A session's (or a programme's) alarms in words, the same on every report, screen, paper and
 * CSV: the excursions with, beside them, how many times an alarm sounded and how many were
 * acknowledged (common/alarms/alarm-counts), so the figures agree with the session's log; and
 * the time above the safety maximum (common/alarms/time-above-max).
 */
import {
  type AlarmRuleCount,
  type AlarmTotals,
  alarmRuleCounts,
  alarmTotalsOf,
} from '../../../../common/alarms/alarm-counts';
import { isAdvisory } from '../../../../common/alarms/alarm-rules';
import { timeAboveSafetyMaxMs } from '../../../../common/alarms/time-above-max';
import type { Activity } from '../../../../common/schemas/activity';
import { formatDuration } from '../shared/format';
import { alarmRuleText, type Translate } from './alarm-text';

/** "2 excursions, 5 alarms sounded, 3 acknowledged"; "No alarms" when none went off. */
export function alarmTotalsText(totals: AlarmTotals, t: Translate): string {
  if (totals.excursions === 0) return t('alarmCounts.none');
  return [
    t('alarmCounts.excursions', { count: totals.excursions }),
    totals.alerts === null ? '' : t('alarmCounts.sounded', { count: totals.alerts }),
    totals.acks === null ? '' : t('alarmCounts.acks', { count: totals.acks }),
  ]
    .filter(Boolean)
    .join(', ');
}

/** "above target ×2, no signal": each rule with its excursions when more than one. */
export function alarmRulesText(
  rules: readonly Pick<AlarmRuleCount, 'rule' | 'count'>[],
  t: Translate,
) {
  return rules
    .map(({ rule, count }) => {
      const name = alarmRuleText(rule, t);
      return count > 1 ? `${name} ×${count}` : name;
    })
    .join(', ');
}

/**
 * "Alert: irregular rhythm ×2 — check the pulse by hand; Borg above the prescribed range — ease
 * the effort": each advisory with its own advice; null without any.
 */
export function advisoriesText(
  advisories: readonly Pick<AlarmRuleCount, 'rule' | 'count'>[],
  t: Translate,
): string | null {
  if (advisories.length === 0) return null;
  const rules = advisories.map(
    (advisory) => `${alarmRulesText([advisory], t)} — ${t(`alarms.advice.${advisory.rule}`)}`,
  );
  return t('classReport.advisories', { rules: rules.join('; ') });
}

/** "0:45 above the safety maximum"; null when it was never passed. */
export function timeAboveMaxText(ms: number | null | undefined, t: Translate): string | null {
  return ms ? t('alarmCounts.aboveMax', { duration: formatDuration(ms) }) : null;
}

export interface SessionAlarms {
  totals: AlarmTotals;
  rules: AlarmRuleCount[];
  timeAboveMaxMs: number;
}

/** A whole session's alarms, advisories apart, and its time above the safety maximum. */
export function sessionAlarmsOf(
  activity: Pick<Activity, 'samples' | 'events' | 'summary'> &
    Partial<Pick<Activity, 'safetyMaxBpm'>>,
): SessionAlarms {
  const counts = alarmRuleCounts(activity.events);
  return {
    totals: alarmTotalsOf(counts),
    rules: counts.filter((c) => !isAdvisory(c.rule)),
    timeAboveMaxMs: timeAboveSafetyMaxMs(activity),
  };
}
