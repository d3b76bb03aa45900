/**
 * The sign-in's second step, after a correct password on an account with two-factor: the
 * authenticator's code or a backup code, and "trust this device for 30 days".
 */
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../common/schemas/user';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { finishSignIn } from './security-api';
import { useSecurityTranslation } from './security-i18n';

export function TwoFactorStep({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [backupCode, setBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await finishSignIn(code.trim(), { backupCode, trustDevice }));
    } catch (failure) {
      const expired = failure instanceof ApiError && failure.code === 'INVALID_TWO_FACTOR_COOKIE';
      setError(expired ? t('step.expired') : authErrorMessage(failure, tApp));
    } finally {
      setBusy(false);
    }
  };

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
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
          data-autofocus
        />
        <Checkbox
          label={t('step.trust')}
          description={t('step.trustHint')}
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.currentTarget.checked)}
        />
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('step.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setBackupCode(!backupCode);
            setCode('');
            setError(null);
          }}
        >
          {backupCode ? t('step.useApp') : t('step.useBackup')}
        </Anchor>
      </Stack>
    </form>
  );
}
