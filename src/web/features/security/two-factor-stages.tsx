/**
 * Turning two-factor on (the password, the key to scan or type, then the backup codes shown
 * once) and off (the password).
 */
import { Button, Code, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { authErrorMessage } from '../../lib/error-message';
import { useFormSave } from '../../lib/use-form-save';
import { secretOf } from './otpauth';
import { QrCode } from './qr-code';
import { useSecurityTranslation } from './security-i18n';

/**
 * One field's form for the auth service (a password, a code): required, and its failures worded
 * as the service words them, a 400 naming the field shown at it.
 */
function useAuthFieldForm<Field extends string>(field: Field) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { [field]: '' } as Record<Field, string>,
    validate: (values) => (values[field].trim() ? {} : { [field]: t('validation.required') }),
  });
  return { form, ...useFormSave(form, { wordFailure: authErrorMessage }) };
}

function CancelButton({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const { t } = useSecurityTranslation();
  return (
    <Button variant="subtle" onClick={onCancel} disabled={busy}>
      {t('twoFactor.cancel')}
    </Button>
  );
}

interface ScanStageProps {
  totpUri: string;
  /** Confirms the authenticator's first code (trimmed). */
  onCode: (code: string) => Promise<void>;
  onCancel: () => void;
}

export function ScanStage({ totpUri, onCode, onCancel }: ScanStageProps) {
  const { t } = useSecurityTranslation();
  const { form, onSubmit, formError, busy } = useAuthFieldForm('code');
  return (
    <form onSubmit={onSubmit(({ code }) => onCode(code.trim()))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <QrCode value={totpUri} label={t('twoFactor.qrLabel')} />
        <Text size="sm">
          {t('twoFactor.secret')}:{' '}
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {secretOf(totpUri)}
          </Code>
        </Text>
        <TextInput
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.getInputProps('code')}
        />
        <FormAlert message={formError} />
        <Button type="submit" loading={busy}>
          {t('twoFactor.confirm')}
        </Button>
        <Group>
          <CancelButton onCancel={onCancel} busy={busy} />
        </Group>
      </Stack>
    </form>
  );
}

export function BackupCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useSecurityTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="ritmo.9" role="status">
        {t('twoFactor.turnedOn')}
      </Text>
      <Text fw={600}>{t('twoFactor.backupTitle')}</Text>
      <Text size="sm">{t('twoFactor.backupHint')}</Text>
      <List aria-label={t('twoFactor.backupTitle')} ff="monospace" size="sm" listStyleType="none">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onSaved}>{t('twoFactor.backupSaved')}</Button>
      </Group>
    </Stack>
  );
}

interface PasswordStageProps {
  turningOff: boolean;
  onPassword: (password: string) => Promise<void>;
  onCancel: () => void;
}

export function PasswordStage({ turningOff, onPassword, onCancel }: PasswordStageProps) {
  const { t } = useSecurityTranslation();
  const { form, onSubmit, formError, busy } = useAuthFieldForm('password');
  return (
    <form onSubmit={onSubmit(({ password }) => onPassword(password))} noValidate>
      <Stack gap="sm">
        {turningOff && <Text size="sm">{t('twoFactor.turnOffHint')}</Text>}
        <PasswordInput
          label={t('twoFactor.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <FormAlert message={formError} />
        <Group>
          <Button type="submit" loading={busy} color={turningOff ? 'red' : undefined}>
            {turningOff ? t('twoFactor.turnOff') : t('twoFactor.continue')}
          </Button>
          <CancelButton onCancel={onCancel} busy={busy} />
        </Group>
      </Stack>
    </form>
  );
}

interface IdleStageProps {
  enabled: boolean;
  /** What the last change did ("turned off"), said once. */
  done: string | null;
  onChoose: (stage: 'password' | 'disable') => void;
}

export function IdleStage({ enabled, done, onChoose }: IdleStageProps) {
  const { t } = useSecurityTranslation();
  return (
    <>
      <Text size="sm" fw={600} role="status">
        {enabled ? t('twoFactor.on') : t('twoFactor.off')}
      </Text>
      {done && (
        <Text size="sm" c="ritmo.9" role="status">
          {done}
        </Text>
      )}
      <Group>
        {enabled ? (
          <Button variant="outline" color="red" onClick={() => onChoose('disable')}>
            {t('twoFactor.turnOff')}
          </Button>
        ) : (
          <Button onClick={() => onChoose('password')}>{t('twoFactor.turnOn')}</Button>
        )}
      </Group>
    </>
  );
}
