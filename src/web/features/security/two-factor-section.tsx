/**
 * Settings → Two-factor sign-in: turning it on (password, then scan the QR code or type the key,
 * confirm a code, then the backup codes shown once) and off (password).
 */
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../../lib/error-message';
import { secretOf } from './otpauth';
import { QrCode } from './qr-code';
import {
  confirmTwoFactor,
  disableTwoFactor,
  type Enrolment,
  sessionState,
  startTwoFactor,
} from './security-api';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';
import { TWO_FACTOR_ANCHOR, twoFactorSettled, useTwoFactorOwed } from './two-factor-required';

type Stage = 'idle' | 'password' | 'scan' | 'codes' | 'disable';

export function TwoFactorSection() {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const required = useTwoFactorOwed();

  useEffect(() => {
    sessionState().then(
      (state) => setEnabled(state.twoFactorEnabled),
      () => setEnabled(null),
    );
  }, []);

  const go = (next: Stage) => {
    setStage(next);
    setInput('');
    setError(null);
  };
  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (!input.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(authErrorMessage(failure, tApp));
    } finally {
      setBusy(false);
    }
  };
  const onPassword = run(async () => {
    setEnrolment(await startTwoFactor(input));
    go('scan');
  });
  const onConfirm = run(async () => {
    await confirmTwoFactor(input.trim());
    setEnabled(true);
    twoFactorSettled();
    go('codes');
  });
  const onDisable = run(async () => {
    await disableTwoFactor(input);
    setEnabled(false);
    setDone(t('twoFactor.turnedOff'));
    go('idle');
  });
  const cancel = (
    <Button variant="subtle" onClick={() => go('idle')} disabled={busy}>
      {t('twoFactor.cancel')}
    </Button>
  );
  const problem = error && (
    <Text size="sm" c="red.8" role="alert">
      {error}
    </Text>
  );

  return (
    <SecurityCard title={t('twoFactor.title')} id={TWO_FACTOR_ANCHOR}>
      {required && !enabled && <Alert color="orange">{t('twoFactor.clinicRequires')}</Alert>}
      <Text size="sm">{t('twoFactor.intro')}</Text>
      {enabled !== null && stage === 'idle' && (
        <Text size="sm" fw={600} role="status">
          {enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Text>
      )}
      {done && stage === 'idle' && (
        <Text size="sm" c="ritmo.9" role="status">
          {done}
        </Text>
      )}
      {stage === 'idle' && enabled === false && (
        <Group>
          <Button onClick={() => go('password')}>{t('twoFactor.turnOn')}</Button>
        </Group>
      )}
      {stage === 'idle' && enabled === true && (
        <Group>
          <Button variant="outline" color="red" onClick={() => go('disable')}>
            {t('twoFactor.turnOff')}
          </Button>
        </Group>
      )}
      {(stage === 'password' || stage === 'disable') && (
        <form onSubmit={stage === 'password' ? onPassword : onDisable} noValidate>
          <Stack gap="sm">
            {stage === 'disable' && <Text size="sm">{t('twoFactor.turnOffHint')}</Text>}
            <PasswordInput
              label={t('twoFactor.password')}
              autoComplete="current-password"
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              required
            />
            {problem}
            <Group>
              <Button type="submit" loading={busy} color={stage === 'disable' ? 'red' : undefined}>
                {stage === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.continue')}
              </Button>
              {cancel}
            </Group>
          </Stack>
        </form>
      )}
      {stage === 'scan' && enrolment && (
        <form onSubmit={onConfirm} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('twoFactor.scan')}</Text>
            <QrCode value={enrolment.totpUri} label={t('twoFactor.qrLabel')} />
            <Text size="sm">
              {t('twoFactor.secret')}:{' '}
              <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {secretOf(enrolment.totpUri)}
              </Code>
            </Text>
            <TextInput
              label={t('twoFactor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              required
            />
            {problem}
            <Group>
              <Button type="submit" loading={busy}>
                {t('twoFactor.confirm')}
              </Button>
              {cancel}
            </Group>
          </Stack>
        </form>
      )}
      {stage === 'codes' && enrolment && (
        <Stack gap="sm">
          <Text size="sm" c="ritmo.9" role="status">
            {t('twoFactor.turnedOn')}
          </Text>
          <Text fw={600}>{t('twoFactor.backupTitle')}</Text>
          <Text size="sm">{t('twoFactor.backupHint')}</Text>
          <List
            aria-label={t('twoFactor.backupTitle')}
            ff="monospace"
            size="sm"
            listStyleType="none"
          >
            {enrolment.backupCodes.map((code) => (
              <List.Item key={code}>{code}</List.Item>
            ))}
          </List>
          <Group>
            <Button
              onClick={() => {
                setEnrolment(null);
                go('idle');
              }}
            >
              {t('twoFactor.backupSaved')}
            </Button>
          </Group>
        </Stack>
      )}
    </SecurityCard>
  );
}
