/**
 * The sign-in and sign-up form: (name,) e-mail, password and one submit button. Required fields
 * only; the auth service judges the rest and its message is shown unchanged by the page.
 */
import { Button, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field';
import type { useRequiredForm } from '../../components/use-required-form';

type CredentialField = 'name' | 'email' | 'password';

export function CredentialsForm<F extends CredentialField>({
  form,
  withName,
  submitLabel,
  passwordHint,
}: {
  form: ReturnType<typeof useRequiredForm<F>>;
  /** Sign-up asks for the name too, and a new password. */
  withName?: boolean;
  submitLabel: string;
  /** Under the password: sign-up's strength meter (the sign-in page does not load it). */
  passwordHint?: ReactNode;
}) {
  const { t } = useTranslation();
  const props = form.inputProps as (field: CredentialField) => ReturnType<typeof form.inputProps>;
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="md">
        {withName && <TextInput label={t('auth.name')} autoComplete="name" {...props('name')} />}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...props('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete={withName ? 'new-password' : 'current-password'}
          {...props('password')}
        />
        {passwordHint}
        <Button type="submit" loading={form.busy} disabled={!form.ready} fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
