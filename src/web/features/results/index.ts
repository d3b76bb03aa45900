/** What other features use from results: its translation namespace (settings' data section). */
export { RESULTS_NS } from './results-i18n';
