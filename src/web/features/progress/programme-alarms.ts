/**
 * A programme's alarms for its progress view and discharge summary, worded as every other
 * report words them (results' alarm-counts-text): the excursions with the alarms sounded and
 * acknowledged beside them, each rule with its excursions, and the time above the safety maximum.
 */
import { alarmTotalsOf } from '../../../common/alarms/alarm-counts';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { alarmTotalsText, type Translate, timeAboveMaxText } from '../results';

/** The sessions' time above the safety maximum; null when none of them has it (frozen before). */
export function programmeTimeAboveMaxMs(sessions: ProgrammeSummary['sessions']): number | null {
  const known = sessions.flatMap((s) => (s.timeAboveMaxMs === undefined ? [] : [s.timeAboveMaxMs]));
  return known.length === 0 ? null : known.reduce((sum, ms) => sum + ms, 0);
}

/**
 * "2 excursions, 5 alarms sounded, 3 acknowledged: Above target × 2, No signal × 2 · 1:30 above
 * the safety maximum". `t` is the progress namespace's, `tr` the results one's.
 */
export function programmeAlarmsText(
  summary: Pick<ProgrammeSummary, 'alarmTotals' | 'sessions'>,
  t: Translate,
  tr: Translate,
): string {
  if (summary.alarmTotals.length === 0) return t('discharge.noAlarms');
  const totals = alarmTotalsOf(summary.alarmTotals);
  const rules = summary.alarmTotals.map((r) => `${t(`rules.${r.rule}`)} × ${r.count}`).join(', ');
  // Only advisories: their rules say it all.
  const counted = totals.excursions > 0 ? `${alarmTotalsText(totals, tr)}: ${rules}` : rules;
  const above = timeAboveMaxText(programmeTimeAboveMaxMs(summary.sessions), tr);
  return above ? `${counted} · ${above}` : counted;
}
