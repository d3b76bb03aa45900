/** A chart tab no feature has filled yet: says what will be there. */
import { Paper, Stack, Text } from '@mantine/core';
import { useChartTranslation } from './chart-i18n';
import type { ChartTabId } from './chart-tab-props';

export function EmptyTab({ tab }: { tab: Exclude<ChartTabId, 'timeline'> }) {
  const { t } = useChartTranslation();
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{t('emptyTab.title')}</Text>
        <Text c="gray.7" size="sm">
          {t(`emptyTab.${tab}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
