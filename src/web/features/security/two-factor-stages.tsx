/**
 * Turning two-factor on (the password, the key to scan or type, then the backup codes shown
 * once) and off (the password).
 */
import { Button, Code, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { secretOf } from './otpauth';
import { QrCode } from './qr-code';
import { useSecurityTranslation } from './security-i18n';

interface ScanStageProps {
  totpUri: string;
  onSubmit: (event: FormEvent) => void;
  /** The code field, its problem and the submit button. */
  children: ReactNode;
  buttons: ReactNode;
}

export function ScanStage({ totpUri, onSubmit, children, buttons }: ScanStageProps) {
  const { t } = useSecurityTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <QrCode value={totpUri} label={t('twoFactor.qrLabel')} />
        <Text size="sm">
          {t('twoFactor.secret')}:{' '}
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {secretOf(totpUri)}
          </Code>
        </Text>
        {children}
        <Group>{buttons}</Group>
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
  onSubmit: (event: FormEvent) => void;
  password: string;
  onPassword: (value: string) => void;
  busy: boolean;
  problem: ReactNode;
  cancel: ReactNode;
}

export function PasswordStage(props: PasswordStageProps) {
  const { t } = useSecurityTranslation();
  const { turningOff, busy } = props;
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="sm">
        {turningOff && <Text size="sm">{t('twoFactor.turnOffHint')}</Text>}
        <PasswordInput
          label={t('twoFactor.password')}
          autoComplete="current-password"
          value={props.password}
          onChange={(e) => props.onPassword(e.currentTarget.value)}
          required
        />
        {props.problem}
        <Group>
          <Button type="submit" loading={busy} color={turningOff ? 'red' : undefined}>
            {turningOff ? t('twoFactor.turnOff') : t('twoFactor.continue')}
          </Button>
          {props.cancel}
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
