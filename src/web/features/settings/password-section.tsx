/**
 * Change password: the auth service checks the current one and says what is wrong, unchanged; a
 * new password it refuses (too short, too easy to guess) is shown at the new-password field.
 * A new password signs this account out on every other device (the server insists).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { authErrorMessage } from '../../lib/error-message';
import { useFormSave } from '../../lib/use-form-save';
import { changePassword, useUser } from '../auth';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const { t } = useTranslation();
  const user = useUser();
  const [changed, setChanged] = useState(false);
  const required = isNotEmpty(t('validation.required'));
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: { currentPassword: required, newPassword: required },
  });
  const { onSubmit, formError, busy } = useFormSave(form, { wordFailure: authErrorMessage });

  const submit = onSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(false);
    await changePassword(currentPassword, newPassword);
    form.reset();
    setChanged(true);
  });

  return (
    <SettingsSection title={t('settings.changePassword')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={t('settings.newPassword')}
            autoComplete="new-password"
            required
            withAsterisk={false}
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrength
            password={form.getValues().newPassword}
            userInputs={[user?.email ?? '', user?.name ?? '']}
          />
          <FormAlert message={formError} />
          {changed && (
            <Text size="sm" c="ritmo.9" role="status">
              {t('settings.passwordChanged')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {t('settings.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
