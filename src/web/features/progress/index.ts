/** What other features use from progress: the patient chart's Progress and Documents tabs. */
export { DocumentsTab } from './documents-tab';
export { ProgressTab } from './progress-tab';
