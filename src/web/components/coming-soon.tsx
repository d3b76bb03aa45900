/** Placeholders for what is not built yet, clearly marked so nobody mistakes them for data. */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small card on a screen: a title, a line on what it will show, and a "coming soon" badge. */
export function ComingSoonCard({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t('common.comingSoon')}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm" mt={6}>
        {description}
      </Text>
    </Paper>
  );
}

/** A whole screen that will come later: its title and what it will do. */
export function ComingSoonScreen({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Paper withBorder p="xl">
        <Stack gap="xs" align="flex-start">
          <Badge variant="light" color="gray">
            {t('common.comingSoon')}
          </Badge>
          <Text>{description}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
