/** Why a workspace switch waits: the current workspace's unsynced writes, with "Sync now". */
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useClinicTranslation } from './clinic-i18n';

export function SwitchBlockedDialog({
  unsynced,
  onClose,
  onSync,
}: {
  /** null: closed. */
  unsynced: number | null;
  onClose: () => void;
  onSync: () => Promise<void>;
}) {
  const { t } = useClinicTranslation();
  const [syncing, setSyncing] = useState(false);
  const sync = async () => {
    setSyncing(true);
    try {
      await onSync();
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Modal
      opened={unsynced !== null}
      onClose={onClose}
      title={t('switchBlocked.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm" role="alert">
          {t('switchBlocked.body', { count: unsynced ?? 0 })}
        </Text>
        <Anchor component={Link} to={`${paths.settings()}#sync`} size="sm" onClick={onClose}>
          {t('switchBlocked.review')}
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void sync()} loading={syncing} data-autofocus>
            {t('switchBlocked.sync')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
