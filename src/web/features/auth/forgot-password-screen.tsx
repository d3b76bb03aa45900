/**
 * /forgot-password: the account's e-mail, then a one-time link by e-mail. The answer is the same
 * whether or not the address has an account; a server without e-mail says who can make a link.
 */
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';
import { isResetByEmailOff, requestPasswordReset } from './password-reset-api';
import { RESET_NS } from './reset-i18n';

const FIELDS = ['email'] as const;

export function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation(RESET_NS);
  const { t: tApp } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noEmail, setNoEmail] = useState(false);
  const form = useRequiredForm(
    FIELDS,
    async ({ email }) => {
      setNoEmail(false);
      try {
        await requestPasswordReset(email.trim(), i18n.language);
        setSentTo(email.trim());
      } catch (error) {
        if (!isResetByEmailOff(error)) throw error;
        setNoEmail(true);
      }
    },
    (error) => authErrorMessage(error, tApp),
  );

  return (
    <AuthLayout
      title={t('forgotTitle')}
      error={form.error}
      alternative={{ prompt: '', linkLabel: t('backToSignIn'), to: paths.login() }}
    >
      {sentTo ? (
        <Alert color="ritmo" variant="light" role="status">
          {t('sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('forgotIntro')}</Text>
            <TextInput
              label={tApp('auth.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              {...form.inputProps('email')}
            />
            {noEmail && (
              <Alert color="yellow" variant="light" role="alert">
                {t('noEmail')}
              </Alert>
            )}
            <Button type="submit" loading={form.busy} disabled={!form.ready} fullWidth>
              {t('send')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
