/** What other features use from results: its namespace (settings' data section), Home's recent sessions. */
export { RecentActivities } from './history/recent-activities';
export { RESULTS_NS } from './results-i18n';
