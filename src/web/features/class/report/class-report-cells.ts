/** What each cell of the class report says, for the table and the phone's cards alike. */
import { useTranslation } from 'react-i18next';
import { ENTRY_PHASES } from '../../../../common/metrics/entry-phase';
import {
  advisoriesText,
  alarmRulesText,
  alarmTotalsText,
  formatDuration,
  formatNumber,
  formatWithUnit,
  NO_VALUE,
  RESULTS_NS,
  safetyMaxSourceText,
  sessionPrescriptionText,
  sessionTargetText,
  timeAboveMaxText,
} from '../../results';
import type { ClassReportRow } from './class-report-rows';

export function useReportCells() {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const bpm = t('units.bpm');
  const rulesText = (rules: ClassReportRow['alarmRules']) => alarmRulesText(rules, t);
  return {
    t,
    duration: (row: ClassReportRow) => formatDuration(row.durationMs),
    hrAvg: (row: ClassReportRow) => formatWithUnit(row.hrAvg, bpm, locale),
    hrMax: (row: ClassReportRow) => formatWithUnit(row.hrMax, bpm, locale),
    inTarget: (row: ClassReportRow) =>
      row.timeInTargetMs === null
        ? NO_VALUE
        : `${formatDuration(row.timeInTargetMs)} (${formatNumber(row.timeInTargetPct, locale)} %)`,
    /** "2 excursions, 5 alarms sounded, 3 acknowledged (above target ×2) · 0:45 above …". */
    alarms: (row: ClassReportRow) => {
      if (row.alarmTotals === null) return NO_VALUE;
      const counted =
        row.alarmTotals.excursions === 0
          ? t('classReport.noAlarms')
          : `${alarmTotalsText(row.alarmTotals, t)} (${rulesText(row.alarmRules)})`;
      const above = timeAboveMaxText(row.timeAboveMaxMs, t);
      return above ? `${counted} · ${above}` : counted;
    },
    /** Each advisory with its own advice; null when the session had none. */
    advisories: (row: ClassReportRow) => advisoriesText(row.advisoryRules, t),
    rpe: (row: ClassReportRow) => formatNumber(row.rpe, locale),
    /** "98–115 bpm", or "Borg 11–13" for a session guided without a HR band. */
    target: (row: ClassReportRow) => sessionTargetText(row, t) ?? NO_VALUE,
    /** "140 bpm", or "—" when the session kept none (saved before it was). */
    safetyMaxBpm: (row: ClassReportRow) => formatWithUnit(row.safetyMaxBpm, bpm, locale),
    /** "device limit − 10"; null when not known. */
    safetyMaxSource: (row: ClassReportRow) => safetyMaxSourceText(row, t),
    /** "Prescription v2 · unsigned"; null when the session kept none. */
    prescription: (row: ClassReportRow) => sessionPrescriptionText(row, t),
    /** "— · 121/80 · 118/78": before, during, after. */
    entries: (row: ClassReportRow, kind: 'bp' | 'spo2') =>
      row.entries
        ? ENTRY_PHASES.map((phase) => row.entries![phase][kind].join(', ') || NO_VALUE).join(' · ')
        : NO_VALUE,
    activity: (row: ClassReportRow) => {
      const workload = [
        row.avgPowerW === null ? '' : `${formatNumber(row.avgPowerW, locale)} W`,
        row.avgSpeedKmh === null ? '' : `${formatNumber(row.avgSpeedKmh, locale, 1)} km/h`,
      ].filter(Boolean);
      return [t(`types.${row.type}`), ...workload].join(' · ');
    },
    notes: (row: ClassReportRow) => row.notes.join(' · ') || NO_VALUE,
  };
}
