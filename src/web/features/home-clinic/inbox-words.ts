/** Why an inbox row is there, in words with its numbers (the reason codes of inbox-rank.ts). */
import type { TFunction } from 'i18next';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { formatInSentence, formatPercent } from '../../lib/locale-format';

/** A held time as a clinician reads it: seconds below two minutes, then whole minutes. */
export function heldTime(ms: number, locale: string): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${formatInSentence(seconds, locale)}\u00a0s`;
  return `${formatInSentence(Math.round(seconds / 60), locale)}\u00a0min`;
}

export function inboxReasonWords(item: InboxItem, t: TFunction, locale: string): string {
  const n = item.numbers;
  const num = (value: number | undefined) => formatInSentence(value ?? 0, locale);
  switch (item.reason) {
    case 'red_flag':
      return t('inbox.reasons.red_flag', {
        flags: (n.redFlags ?? []).map((flag) => t(`inbox.flags.${flag}`)).join(', '),
      });
    case 'stopped_symptoms': {
      const known = n.symptom && t(`inbox.flags.${n.symptom}`, { defaultValue: n.symptom });
      return t('inbox.reasons.stopped_symptoms', { symptom: known ? `: ${known}` : '' });
    }
    case 'above_safety_max':
      return t('inbox.reasons.above_safety_max', {
        duration: heldTime(n.aboveMaxMs ?? 0, locale),
        max: num(n.safetyMaxBpm),
        peak: num(n.peakBpm),
      });
    case 'borg_above':
      return t('inbox.reasons.borg_above', { borg: num(n.borg), high: num(n.borgHigh) });
    case 'out_of_band':
      return t('inbox.reasons.out_of_band', {
        pct: formatPercent(n.outOfBandPct, locale),
        low: num(n.lowBpm),
        high: num(n.highBpm),
      });
    case 'overdue':
      return t('inbox.reasons.overdue', {
        days: num(n.daysSince),
        perWeek: num(n.sessionsPerWeek),
        allowed: num(n.allowedDays),
      });
    default:
      return t('inbox.reasons.routine');
  }
}
