/**
 * Alarms and their acknowledgements in words, for the chart's ticks, the events table and the
 * printed report. An advisory rule (irregular rhythm) is worded as advice, not as an alarm.
 */
import { type AlarmRule, isAdvisory } from '../../../../common/alarms/alarm-rules';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import { numberFormat } from '../../../lib/locale-format';

export type AlarmEvent = Extract<ActivityEvent, { kind: 'alarm' }>;
export type AlarmAckEvent = Extract<ActivityEvent, { kind: 'alarm-ack' }>;
/** The results namespace's `t`, narrowed to what these texts need (tests pass a real one). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Rules broken by falling under the limit; the others by rising over it. */
const BELOW_LIMIT_RULES: readonly AlarmRule[] = [
  'below-floor',
  'battery-low',
  'spo2-low',
  'systolic-low',
];

/** Each rule's unit, as a key under `alarms.units` (irregular rhythm: normalised RMSSD, %). */
const RULE_UNITS: Record<AlarmRule, 'bpm' | 's' | 'pct' | 'mmHg' | 'borg'> = {
  'above-target': 'bpm',
  'above-max': 'bpm',
  'below-floor': 'bpm',
  'no-signal': 's',
  'battery-low': 'pct',
  'spo2-low': 'pct',
  'systolic-high': 'mmHg',
  'irregular-rhythm': 'pct',
  'systolic-low': 'mmHg',
  // The fall from the pre-exercise systolic against the allowed fall: "14 > 10 mmHg".
  'systolic-drop': 'mmHg',
  'borg-above': 'borg',
};

/** "131 > 126", "88 < 90", "131", or "" when the alarm carries no reading. */
export function alarmReadingText(value: AlarmEvent['value'], locale: string): string {
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  const { limit } = value;
  // Silence is counted in whole seconds past the limit: "11 > 10 s", never "10 > 10 s".
  const measured =
    value.rule === 'no-signal' && value.measured !== null
      ? Math.ceil(value.measured)
      : value.measured;
  const sign = BELOW_LIMIT_RULES.includes(value.rule) ? '<' : '>';
  if (measured === null) return limit === null ? '' : `${sign} ${format.format(limit)}`;
  if (limit === null) return format.format(measured);
  return `${format.format(measured)} ${sign} ${format.format(limit)}`;
}

export function alarmRuleText(rule: AlarmRule, t: Translate): string {
  return t(`alarms.rules.${rule}`);
}

/** ", again" after a re-alert of an acknowledged alarm whose condition persisted. */
function againText(value: Pick<AlarmEvent['value'], 'repeat'>, t: Translate): string {
  return value.repeat ? t('alarms.again') : '';
}

/**
 * Why an alarm went off, with its reading: "above target (131 > 126 bpm)"; an advisory adds
 * its advice ("irregular rhythm — check the pulse by hand"); a re-alert says so ("above HR max,
 * again (153 > 152 bpm)"). The class banner puts the patient's name before it.
 */
export function alarmReasonText(value: AlarmEvent['value'], t: Translate, locale: string): string {
  const { rule } = value;
  const ruleText = alarmRuleText(rule, t) + againText(value, t);
  const reading = alarmReadingText(value, locale);
  const readingText = reading
    ? t('alarms.reading', { reading, unit: t(`alarms.units.${RULE_UNITS[rule]}`) })
    : '';
  const advice = isAdvisory(rule) ? ` — ${t(`alarms.advice.${rule}`)}` : '';
  return `${ruleText}${advice}${readingText}`;
}

/** The short text after a chart tick's kind: "above target 131 > 126", or the acknowledger. */
export function alarmTickText(event: AlarmEvent | AlarmAckEvent, t: Translate, locale: string) {
  if (event.kind === 'alarm-ack') return event.value.by;
  const reading = alarmReadingText(event.value, locale);
  const rule = alarmRuleText(event.value.rule, t);
  return reading ? `${rule} ${reading}` : rule;
}

/** The chart tick's kind: "Alarm:", "Alert:" (an advisory) or "Ack:". */
export function alarmTickKind(event: AlarmEvent | AlarmAckEvent, t: Translate): string {
  if (event.kind === 'alarm-ack') return t('alarms.tickAck');
  return t(isAdvisory(event.value.rule) ? 'alarms.tickAdvisory' : 'alarms.tickAlarm');
}

/**
 * The whole sentence: "Alarm — above target (131 > 126 bpm)", "Alert: irregular rhythm — check
 * the pulse by hand", "Alarm acknowledged by Ana Souza (above target)".
 */
export function alarmSentence(
  event: AlarmEvent | AlarmAckEvent,
  t: Translate,
  locale: string,
): string {
  const { rule } = event.value;
  const ruleText =
    alarmRuleText(rule, t) + (event.kind === 'alarm' ? againText(event.value, t) : '');
  const advisory = isAdvisory(rule);
  if (event.kind === 'alarm-ack') {
    return t(advisory ? 'alarms.advisoryAck' : 'alarms.ack', {
      name: event.value.by,
      rule: ruleText,
    });
  }
  const reading = alarmReadingText(event.value, locale);
  const readingText = reading
    ? t('alarms.reading', { reading, unit: t(`alarms.units.${RULE_UNITS[rule]}`) })
    : '';
  if (advisory) {
    return (
      t('alarms.advisory', { rule: ruleText, advice: t(`alarms.advice.${rule}`) }) + readingText
    );
  }
  return t('alarms.alarm', { rule: ruleText }) + readingText;
}

/** The events table's kind column: "Alarm", "Alert" or "Acknowledged". */
export function alarmKindText(event: AlarmEvent | AlarmAckEvent, t: Translate): string {
  if (event.kind === 'alarm-ack') return t('events.alarm-ack');
  return t(isAdvisory(event.value.rule) ? 'events.advisory' : 'events.alarm');
}

/** The alarms and acknowledgements among a session's events, in time order. */
export function alarmEventsOf(events: readonly ActivityEvent[]): (AlarmEvent | AlarmAckEvent)[] {
  return events
    .filter((e): e is AlarmEvent | AlarmAckEvent => e.kind === 'alarm' || e.kind === 'alarm-ack')
    .sort((a, b) => a.t - b.t);
}
