/** The chart's timeline: every record of the patient, newest first (filled in by the next change). */

import type { ChartTabProps } from './chart-tab-props';
import { EmptyTab } from './empty-tab';

export function TimelineTab(_props: ChartTabProps) {
  return <EmptyTab tab="assessments" />;
}
