/**
 * The sign-in's second step, after a correct password on an account with two-factor: the
 * authenticator's code or a backup code, and "trust this device for 30 days".
 */
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../common/schemas/user';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { useFormSave } from '../../lib/use-form-save';
import { finishSignIn } from './security-api';
import { useSecurityTranslation } from './security-i18n';

export function TwoFactorStep({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [backupCode, setBackupCode] = useState(false);
  const form = useForm({
    initialValues: { code: '', trustDevice: false },
    validate: { code: (code) => (code.trim() ? null : tApp('validation.required')) },
  });
  const { onSubmit, formError, busy, clearFormError } = useFormSave(form, {
    wordFailure: (failure) => {
      const expired = failure instanceof ApiError && failure.code === 'INVALID_TWO_FACTOR_COOKIE';
      return expired ? t('step.expired') : authErrorMessage(failure, tApp);
    },
  });

  const submit = onSubmit(async ({ code, trustDevice }) => {
    onSignedIn(await finishSignIn(code.trim(), { backupCode, trustDevice }));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('step.title')}>
      <Stack gap="sm">
        <Text fw={600} component="h2" fz="lg" m={0}>
          {t('step.title')}
        </Text>
        <Text size="sm">{backupCode ? t('step.introBackup') : t('step.intro')}</Text>
        <TextInput
          key={backupCode ? 'backup' : 'app'}
          label={backupCode ? t('step.backupCode') : t('step.code')}
          inputMode={backupCode ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={backupCode ? 40 : 6}
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Checkbox
          label={t('step.trust')}
          description={t('step.trustHint')}
          {...form.getInputProps('trustDevice', { type: 'checkbox' })}
        />
        <FormAlert message={formError} />
        <Button type="submit" loading={busy} fullWidth>
          {t('step.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setBackupCode(!backupCode);
            form.setFieldValue('code', '');
            form.clearFieldError('code');
            clearFormError();
          }}
        >
          {backupCode ? t('step.useApp') : t('step.useBackup')}
        </Anchor>
      </Stack>
    </form>
  );
}
