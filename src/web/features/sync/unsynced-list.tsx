/**
 * Settings' storage and sync status: storage notices, how many items are not on the server,
 * "Sync now", and each item with its state, so nothing is ever dropped without the clinician.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { useUser } from '../auth';
import { itemStates } from './item-state';
import { StorageNotices } from './storage-notices';
import { useSyncTranslation } from './sync-i18n';
import { outbox } from './sync-service';
import { UnsyncedItemRow } from './unsynced-item-row';
import { useOutboxSnapshot, useSyncStatus } from './use-sync-status';

/** `patientNames`: the patientId → patientName dictionary, to name what each write concerns. */
export function UnsyncedList({ patientNames }: { patientNames: Readonly<Record<string, string>> }) {
  const { t } = useSyncTranslation();
  const snapshot = useOutboxSnapshot();
  const { online, syncing } = useSyncStatus();
  const user = useUser();
  const { workspaceId } = useActiveWorkspace();
  const [flushing, setFlushing] = useState(false);
  const states = itemStates(
    snapshot.items,
    user?.id ?? null,
    snapshot.authSessionEnded,
    workspaceId,
  );
  const count = snapshot.items.length;

  const syncNow = async () => {
    setFlushing(true);
    try {
      await outbox.flush();
    } finally {
      setFlushing(false);
    }
  };

  return (
    <Stack gap="sm">
      <StorageNotices />
      <Group justify="space-between" align="center">
        <Text size="sm" role="status">
          {count === 0 ? t('section.allSynced') : t('section.unsynced', { count })}
        </Text>
        {count > 0 && (
          <Button
            size="xs"
            variant="light"
            onClick={() => void syncNow()}
            loading={flushing || syncing}
            disabled={!online}
          >
            {t('section.syncNow')}
          </Button>
        )}
      </Group>
      {!online && (
        <Text size="sm" c="gray.7">
          {t('section.offlineHint')}
        </Text>
      )}
      {count > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('section.listLabel')}
          style={{ listStyle: 'none' }}
        >
          {snapshot.items.map((item) => (
            <UnsyncedItemRow
              key={item.seq}
              item={item}
              state={states.get(item.seq) ?? { kind: 'waiting' }}
              patientName={item.patientId === null ? undefined : patientNames[item.patientId]}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
