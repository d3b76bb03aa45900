/** App version and sign-out (which wipes everything this device keeps). */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../auth';
import { SettingsSection } from './settings-section';

export function AccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      navigate('/login', { replace: true });
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
      </Group>
    </SettingsSection>
  );
}
