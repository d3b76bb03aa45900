/** A titled card on the session screen; on paper, a borderless block that does not split. */
import type { ReactNode } from 'react';
import { TitledCard } from '../../../components/titled-card';

interface ReportSectionProps {
  title: string;
  children: ReactNode;
  /** Left off the printed page (the report must fit one sheet). */
  screenOnly?: boolean;
  /** A long table that may continue on the next sheet (its head repeats) rather than jump whole. */
  breaksAcrossPages?: boolean;
}

export function ReportSection({
  title,
  children,
  screenOnly = false,
  breaksAcrossPages = false,
}: ReportSectionProps) {
  return (
    <TitledCard
      title={title}
      p={{ base: 'sm', sm: 'md' }}
      data-report-section={breaksAcrossPages ? 'breaks' : ''}
      data-print-hidden={screenOnly || undefined}
    >
      {children}
    </TitledCard>
  );
}
