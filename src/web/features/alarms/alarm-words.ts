/**
 * An alarm in words on a live screen: "Maria Conceição — above target (131 > 126 bpm)". The
 * reason is worded by results, so the live banner, the chart and the report say the same thing.
 */
import { useTranslation } from 'react-i18next';
import type { ActiveAlarm } from '../../../common/alarms/alarm-monitor';
import { alarmReasonText, RESULTS_NS } from '../results';

/** `reason(alarm)`: the reason alone, for a place that already names the patient. */
export function useAlarmWords() {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const reason = (alarm: Pick<ActiveAlarm, 'rule' | 'measured' | 'limit' | 'repeat'>) =>
    alarmReasonText(alarm, t, i18n.language);
  return {
    reason,
    sentence: (patientName: string, alarm: ActiveAlarm) => `${patientName} — ${reason(alarm)}`,
  };
}
