/**
 * Change password: the auth service checks the current one and says what is wrong, unchanged.
 * A new password signs this account out on every other device (the server insists).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { changePassword, useUser } from '../auth';
import { SettingsSection } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordSection() {
  const { t } = useTranslation();
  const user = useUser();
  const [changed, setChanged] = useState(false);
  const form = useRequiredForm(
    FIELDS,
    async ({ currentPassword, newPassword }) => {
      setChanged(false);
      await changePassword(currentPassword, newPassword);
      form.reset();
      setChanged(true);
    },
    (error) => authErrorMessage(error, t),
  );

  return (
    <SettingsSection title={t('settings.changePassword')}>
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            {...form.inputProps('currentPassword')}
          />
          <PasswordField
            label={t('settings.newPassword')}
            autoComplete="new-password"
            {...form.inputProps('newPassword')}
          />
          <PasswordStrength
            password={form.values.newPassword}
            userInputs={[user?.email ?? '', user?.name ?? '']}
          />
          {form.error && (
            <Text size="sm" c="red.8" role="alert">
              {form.error}
            </Text>
          )}
          {changed && (
            <Text size="sm" c="ritmo.9" role="status">
              {t('settings.passwordChanged')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={form.busy}>
              {t('settings.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
