/**
 * App version and sign-out, which wipes everything this device keeps. Unsynced writes are sent
 * first; if some cannot be (or a recording is not saved), the clinician is asked before they
 * are discarded (never silently).
 */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paths } from '../../lib/paths';
import { signOut } from '../auth';
import { prepareSignOut, useSyncTranslation } from '../sync';
import { SettingsSection } from './settings-section';

export function AccountSection() {
  const { t } = useTranslation();
  const { t: tSync } = useSyncTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  /** How many items stay unsynced after trying; set while the clinician is asked. */
  const [unsynced, setUnsynced] = useState<number | null>(null);

  const leave = async () => {
    await signOut();
    navigate(paths.login(), { replace: true });
  };

  const onSignOut = async () => {
    setBusy(true);
    try {
      // Sends what it can for a few seconds at most: a slow network must not trap the clinician.
      const remaining = await prepareSignOut().catch(() => 0);
      if (remaining > 0) setUnsynced(remaining);
      else await leave();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('settings.about')}>
      <Text size="sm">{t('settings.version', { version: import.meta.env.APP_VERSION })}</Text>
      <Text size="sm" c="gray.7">
        {t('settings.signOutHint')}
      </Text>
      <Group>
        <Button variant="outline" color="red" loading={busy} onClick={onSignOut}>
          {t('settings.signOut')}
        </Button>
        {busy && (
          <Text size="sm" c="gray.7" role="status">
            {tSync('signOut.syncing')}
          </Text>
        )}
      </Group>
      <ConfirmDialog
        opened={unsynced !== null}
        title={tSync('signOut.title')}
        confirmLabel={tSync('signOut.confirm')}
        onConfirm={leave}
        onClose={() => setUnsynced(null)}
        describeError={() => t('errors.generic')}
      >
        <Text fw={600}>{tSync('signOut.body', { count: unsynced ?? 0 })}</Text>
        <Text size="sm">{tSync('signOut.explanation')}</Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}
