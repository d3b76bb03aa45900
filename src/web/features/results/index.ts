/** What other features use from results: its namespace (settings' data section), Home's recent sessions. */
export { RecentSessions } from './recent-sessions';
export { RESULTS_NS } from './results-i18n';
