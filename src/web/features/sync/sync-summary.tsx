/** Home's sync line: online or offline, how many items are not on the server, a link to the list. */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSyncTranslation } from './sync-i18n';
import { useSyncStatus } from './use-sync-status';

export function SyncSummary() {
  const { t } = useSyncTranslation();
  const { online, pending, failed } = useSyncStatus();
  const unsynced = pending + failed;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={online ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {t(online ? 'badge.online' : 'badge.offline')}
        </Badge>
        <Text size="sm" role="status">
          {unsynced === 0 ? t('section.allSynced') : t('section.unsynced', { count: unsynced })}
        </Text>
      </Group>
      {failed > 0 && (
        <Text size="sm" c="red.9">
          {t('summary.rejected', { count: failed })}
        </Text>
      )}
      <Group justify="flex-end">
        <Anchor component={Link} to={`${paths.settings()}#sync`} size="sm">
          {t(unsynced === 0 ? 'summary.open' : 'summary.openUnsynced')}
        </Anchor>
      </Group>
    </Stack>
  );
}
