/** A bordered card headed by its title, which names it for assistive technology (a region). */
import { type MantineSpacing, Paper, type PaperProps, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface TitledCardProps extends Omit<PaperProps, 'children' | 'title'> {
  title: string;
  children: ReactNode;
  /** Space between the title and each part of the content. */
  gap?: MantineSpacing;
  /** Hooks for stylesheets (the session report's print rules). */
  [data: `data-${string}`]: unknown;
}

export function TitledCard({ title, children, gap = 'sm', ...paper }: TitledCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder {...paper}>
      <Stack gap={gap}>
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
