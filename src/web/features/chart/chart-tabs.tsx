/**
 * The chart's tabs, in order, each id with the component that shows its body. Each feature plugs
 * its tab in here with one edit: replace `null` by its component (imported from the feature's
 * index.ts), e.g. `assessments: AssessmentsTab`. A tab left `null` shows an empty state saying
 * what will be there. A tab body gets the patient's id; it reads records with the chart's hooks
 * (`useProgrammeRecords`, `useActiveProgramme`, `useAssessments` from '../records').
 */
import type { ComponentType } from 'react';
import { AssessmentsTab } from '../assessments';
import { HomeTab } from '../home-clinic';
import { PrescriptionTab } from '../prescription';
import { DocumentsTab, ProgressTab } from '../progress';
import type { ChartTabId, ChartTabProps } from './chart-tab-props';
import { TimelineTab } from './timeline-tab';

export const CHART_TABS: Record<ChartTabId, ComponentType<ChartTabProps> | null> = {
  timeline: TimelineTab,
  assessments: AssessmentsTab,
  prescription: PrescriptionTab,
  progress: ProgressTab,
  documents: DocumentsTab,
  home: HomeTab,
};
