/**
 * /reset-password?token=…: the page a reset link opens (e-mailed, or made by a clinic's owner or
 * admin, or by the shell). A new password, judged as at sign-up; once set, every session of the
 * account has ended, so this device goes back to sign in.
 */
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { clearLocalData } from '../../lib/local-data';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';
import { isInvalidResetToken, resetPassword } from './password-reset-api';
import { RESET_NS } from './reset-i18n';

const FIELDS = ['newPassword'] as const;

function AskAgain({ message }: { message: string }) {
  const { t } = useTranslation(RESET_NS);
  return (
    <Alert color="yellow" variant="light" role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to={paths.forgotPassword()} size="sm" fw={600}>
          {t('askNewLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function ResetPasswordScreen() {
  const { t } = useTranslation(RESET_NS);
  const { t: tApp } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const form = useRequiredForm(
    FIELDS,
    async ({ newPassword }) => {
      try {
        await resetPassword(token, newPassword);
      } catch (error) {
        if (!isInvalidResetToken(error)) throw error;
        setInvalid(true);
        return;
      }
      // The server ended every session, this device's too: nothing of the old one stays here.
      await clearLocalData({ keepUnsynced: true });
      setDone(true);
    },
    (error) => authErrorMessage(error, tApp),
  );

  let body: React.ReactNode;
  if (done) {
    body = (
      <Alert color="ritmo" variant="light" role="status">
        <Stack gap="xs">
          <Text size="sm">{t('done')}</Text>
          <Anchor component={Link} to={paths.login()} size="sm" fw={600}>
            {t('signIn')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (!token || invalid) {
    body = <AskAgain message={t(token ? 'invalidLink' : 'noToken')} />;
  } else {
    body = (
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('resetIntro')}</Text>
          <PasswordField
            label={t('newPassword')}
            autoComplete="new-password"
            {...form.inputProps('newPassword')}
          />
          <PasswordStrength password={form.values.newPassword} userInputs={[]} />
          <Button type="submit" loading={form.busy} disabled={!form.ready} fullWidth>
            {t('save')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <AuthLayout title={t('resetTitle')} error={form.error}>
      {body}
    </AuthLayout>
  );
}
