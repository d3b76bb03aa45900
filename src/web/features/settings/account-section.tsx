/**
 * App version and sign-out, which wipes everything this device keeps. Unsynced writes are sent
 * first; if some cannot be (or a recording is not saved), the clinician is asked before they
 * are discarded (never silently). Offline, the clinician is also told that the server cannot
 * end the sign-in yet: the app ends it the next time it is online here.
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
  /** What signing out now would leave behind; set while the clinician is asked. */
  const [asking, setAsking] = useState<{ unsynced: number; offline: boolean } | null>(null);

  const leave = async () => {
    await signOut();
    navigate(paths.login(), { replace: true });
  };

  const onSignOut = async () => {
    setBusy(true);
    try {
      // Sends what it can for a few seconds at most: a slow network must not trap the clinician.
      const unsynced = await prepareSignOut().catch(() => 0);
      const offline = !navigator.onLine;
      if (unsynced > 0 || offline) setAsking({ unsynced, offline });
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
        opened={asking !== null}
        title={asking?.unsynced ? tSync('signOut.title') : t('settings.signOutOfflineTitle')}
        confirmLabel={tSync('signOut.confirm')}
        onConfirm={leave}
        onClose={() => setAsking(null)}
        describeError={() => t('errors.generic')}
      >
        {asking?.unsynced ? (
          <>
            <Text fw={600}>{tSync('signOut.body', { count: asking.unsynced })}</Text>
            <Text size="sm">{tSync('signOut.explanation')}</Text>
          </>
        ) : null}
        {asking?.offline && <Text size="sm">{t('settings.signOutOffline')}</Text>}
      </ConfirmDialog>
    </SettingsSection>
  );
}
