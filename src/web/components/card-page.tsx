/**
 * The frame of a page seen before the app's shell: brand and language on top, one card with a
 * heading and its content, and optionally something under the card (sign-in, sign-up, an
 * invitation link).
 */
import { Box, Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { LanguageSelect } from './language-select';

export function CardPage({
  title,
  width = 440,
  children,
  below,
}: {
  title: string;
  /** The card's width in px on a large screen. */
  width?: number;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
      <Container size={width} px="md">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Brand />
            <LanguageSelect size="xs" />
          </Group>
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
          {below}
        </Stack>
      </Container>
    </Box>
  );
}
