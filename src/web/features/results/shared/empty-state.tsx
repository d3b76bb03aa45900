/** A calm card saying there is nothing to show yet, and what would make something appear. */
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{title}</Text>
        <Text c="gray.7" size="sm">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
