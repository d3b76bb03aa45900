/** A titled card on the settings screen. */
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
