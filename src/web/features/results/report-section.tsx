/** A titled card on the session screen; on paper, a borderless block that does not split. */
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface ReportSectionProps {
  title: string;
  children: ReactNode;
  /** Left off the printed page (the report must fit one sheet). */
  screenOnly?: boolean;
}

export function ReportSection({ title, children, screenOnly = false }: ReportSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      data-report-section
      data-print-hidden={screenOnly || undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
