/** What every chart tab's body is given, and the tabs' ids in their order. */
export interface ChartTabProps {
  patientId: string;
  /** False for a viewer: show, never offer to change. */
  canWrite: boolean;
}

export const CHART_TAB_IDS = [
  'timeline',
  'assessments',
  'prescription',
  'progress',
  'documents',
  'home',
] as const;
export type ChartTabId = (typeof CHART_TAB_IDS)[number];
