/**
 * What other features use from results: its namespace (settings' data section), Home's recent
 * sessions, alarms in words (recording's event list, with this namespace's `t`).
 */
export { alarmReasonText, alarmSentence } from './activity/alarm-text';
export { RecentActivities } from './history/recent-activities';
export { RESULTS_NS } from './results-i18n';
/** The app's chart (uPlot filling its container), for the patient chart's progress charts. */
export { UplotChart } from './shared/uplot-chart';
