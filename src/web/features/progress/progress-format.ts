/** Numbers and dates of the progress screens and printouts, in the reader's locale. */
import type { Outcome } from '../../../common/schemas/programme-summary';
import { dateTimeFormat, formatDateTime, formatNumber, NO_VALUE } from '../../lib/locale-format';

export { formatDay, formatNumber, NO_VALUE } from '../../lib/locale-format';

/** A YYYY-MM-DD day in digits ("18/10/2026", "10/18/2026"): where a table has little room. */
export function formatDayDigits(date: string, locale: string) {
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function formatInstant(ms: number, locale: string) {
  return formatDateTime(ms, locale, { dateStyle: 'medium' });
}

/** "+68 m (+16.5 %)", "−12 mmHg (−8.7 %)", or a dash while there is only a baseline. */
export function changeText(outcome: Outcome, unit: string, locale: string) {
  if (outcome.change === null) return NO_VALUE;
  const signed = (value: number) =>
    formatNumber(value, locale, { maxFractionDigits: 1, signed: true });
  const pct = outcome.changePct === null ? '' : ` (${signed(outcome.changePct)}\u00a0%)`;
  return `${signed(outcome.change)}${unit ? `\u00a0${unit}` : ''}${pct}`;
}

/** Share of the prescribed sessions in the weeks so far that were attended, 0–100. */
export function attendancePct(weeks: readonly { sessions: number; prescribed: number }[]) {
  const prescribed = weeks.reduce((sum, w) => sum + w.prescribed, 0);
  const attended = weeks.reduce((sum, w) => sum + Math.min(w.sessions, w.prescribed), 0);
  return prescribed === 0 ? null : Math.round((attended / prescribed) * 100);
}

/** Mean time in target over the sessions that had a band, 0–100. */
export function meanInTargetPct(sessions: readonly { timeInTargetPct: number | null }[]) {
  const known = sessions.flatMap((s) => (s.timeInTargetPct === null ? [] : [s.timeInTargetPct]));
  return known.length === 0 ? null : Math.round(known.reduce((a, b) => a + b, 0) / known.length);
}
