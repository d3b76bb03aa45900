/**
 * What other features use from results: its namespace (settings' data section), Home's recent
 * sessions, alarms in words (recording's event list, with this namespace's `t`), and for the
 * class report (features/class) the sessions' loading, history merge, formats and states.
 */
export { fetchActivity, recordExportedRead } from './activity/activity-api';
export {
  advisoriesText,
  alarmRulesText,
  alarmTotalsText,
  type SessionAlarms,
  sessionAlarmsOf,
  timeAboveMaxText,
} from './activity/alarm-counts-text';
export {
  alarmReasonText,
  alarmRuleText,
  alarmSentence,
  type Translate,
} from './activity/alarm-text';
export { mergeServerHistory } from './history/merge-server-history';
export { RecentActivities } from './history/recent-activities';
export { RESULTS_NS } from './results-i18n';
export { CsvFailed } from './shared/csv-failed';
export { EmptyState } from './shared/empty-state';
export {
  dateTimeFormat,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatWithUnit,
  NO_VALUE,
} from './shared/format';
export { LoadError } from './shared/load-error';
export {
  type GuidedSession,
  safetyMaxSourceText,
  sessionPrescriptionText,
  sessionTargetText,
} from './shared/session-guidance';
export type { UnsyncedState } from './shared/unsynced-activity';
export { UnsyncedMarker } from './shared/unsynced-marker';
/** The app's chart (uPlot filling its container), for the patient chart's progress charts. */
export { loadUnsyncedActivities } from './shared/use-unsynced-activities';
