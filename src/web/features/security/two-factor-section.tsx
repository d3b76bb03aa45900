/**
 * Settings → Two-factor sign-in: turning it on (password, then scan the QR code or type the key,
 * confirm a code, then the backup codes shown once) and off (password).
 */
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../../lib/error-message';
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
import { BackupCodes, IdleStage, PasswordStage, ScanStage } from './two-factor-stages';

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
      {stage === 'idle' && enabled !== null && (
        <IdleStage enabled={enabled} done={done} onChoose={go} />
      )}
      {(stage === 'password' || stage === 'disable') && (
        <PasswordStage
          turningOff={stage === 'disable'}
          onSubmit={stage === 'password' ? onPassword : onDisable}
          password={input}
          onPassword={setInput}
          busy={busy}
          problem={problem}
          cancel={cancel}
        />
      )}
      {stage === 'scan' && enrolment && (
        <ScanStage totpUri={enrolment.totpUri} onSubmit={onConfirm} buttons={cancel}>
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
          <Button type="submit" loading={busy}>
            {t('twoFactor.confirm')}
          </Button>
        </ScanStage>
      )}
      {stage === 'codes' && enrolment && (
        <BackupCodes
          codes={enrolment.backupCodes}
          onSaved={() => {
            setEnrolment(null);
            go('idle');
          }}
        />
      )}
    </SecurityCard>
  );
}
