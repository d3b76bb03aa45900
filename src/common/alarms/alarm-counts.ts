/**
 * Alarms counted by rule, for every report (session, class, CSV, programme and discharge
 * summaries), so that each agrees with the session's log of `alarm` / `alarm-ack` events:
 * the excursions (one per alarm raised, a re-alert of the same excursion is not another), beside
 * them every alert that sounded (the first alarms and their re-alerts) and the acknowledgements.
 * A signal loss is the exception: the monitor keeps one no-signal excursion until the readings
 * have been steady for 30 s, so a strap dropping out twice in that time would read as one; each
 * no-signal alert in the log is counted as a loss of its own.
 */
import type { ActivityEvent } from '../schemas/activity-event.js';
import { ALARM_RULES, type AlarmRule, isAdvisory } from './alarm-rules.js';

export interface AlarmRuleCount {
  rule: AlarmRule;
  /** Excursions; for 'no-signal', signal losses (every alert). */
  count: number;
  /** Every time it sounded: the excursions' first alarms and their re-alerts. */
  alerts: number;
  /** Acknowledgements by a clinician. */
  acks: number;
}

/** The rules that went off among `events`, in ALARM_RULES order, each with its counts. */
export function alarmRuleCounts(events: readonly ActivityEvent[]): AlarmRuleCount[] {
  const counts = new Map<AlarmRule, AlarmRuleCount>();
  const of = (rule: AlarmRule) => {
    const found = counts.get(rule) ?? { rule, count: 0, alerts: 0, acks: 0 };
    counts.set(rule, found);
    return found;
  };
  for (const event of events) {
    if (event.kind === 'alarm-ack') of(event.value.rule).acks++;
    if (event.kind !== 'alarm') continue;
    const counted = of(event.value.rule);
    counted.alerts++;
    if (!event.value.repeat || event.value.rule === 'no-signal') counted.count++;
  }
  // An acknowledgement alone (its alarm lost to an edit) is no alarm that went off.
  return ALARM_RULES.flatMap((rule) => {
    const counted = counts.get(rule);
    return counted && counted.alerts > 0 ? [counted] : [];
  });
}

export interface AlarmTotals {
  excursions: number;
  /** Null when a count stored before alerts were kept (a frozen discharge summary) lacks it. */
  alerts: number | null;
  acks: number | null;
}

type StoredCount = Pick<AlarmRuleCount, 'rule' | 'count'> & { alerts?: number; acks?: number };

/** The counts summed over rules: the alarms apart from the advisories, or the advisories. */
export function alarmTotalsOf(counts: readonly StoredCount[], advisories = false): AlarmTotals {
  const totals: AlarmTotals = { excursions: 0, alerts: 0, acks: 0 };
  const add = (sum: number | null, value: number | undefined) =>
    sum === null || value === undefined ? null : sum + value;
  for (const c of counts) {
    if (isAdvisory(c.rule) !== advisories) continue;
    totals.excursions += c.count;
    totals.alerts = add(totals.alerts, c.alerts);
    totals.acks = add(totals.acks, c.acks);
  }
  return totals;
}
