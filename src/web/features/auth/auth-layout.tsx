/** The signed-out frame: brand, language, one card with the form, and a link below it. */
import { Alert, Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSelect } from '../../components/language-select';
import { useSettleOwedSignOut } from './owed-sign-out';

export function AuthLayout({
  title,
  error,
  children,
  alternative,
}: {
  title: string;
  error?: string | null;
  children: ReactNode;
  /** The other way in, under the card: "New to Ritmo? Create account". */
  alternative?: { prompt: string; linkLabel: string; to: string } | null;
}) {
  // Whoever opens the sign-in or sign-up page, the session an offline sign-out left ends here.
  useSettleOwedSignOut();
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
      <Container size={440} px="md">
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
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              {children}
            </Stack>
          </Paper>
          {alternative && (
            <Text ta="center" size="sm">
              {alternative.prompt}{' '}
              <Anchor component={Link} to={alternative.to} fw={600}>
                {alternative.linkLabel}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
