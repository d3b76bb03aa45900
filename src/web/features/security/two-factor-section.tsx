/**
 * Settings → Two-factor sign-in: turning it on (password, then scan the QR code or type the key,
 * confirm a code, then the backup codes shown once) and off (password).
 */
import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const required = useTwoFactorOwed();

  useEffect(() => {
    sessionState().then(
      (state) => setEnabled(state.twoFactorEnabled),
      () => setEnabled(null),
    );
  }, []);

  const onPassword = async (password: string) => {
    setEnrolment(await startTwoFactor(password));
    setStage('scan');
  };
  const onConfirm = async (code: string) => {
    await confirmTwoFactor(code);
    setEnabled(true);
    twoFactorSettled();
    setStage('codes');
  };
  const onDisable = async (password: string) => {
    await disableTwoFactor(password);
    setEnabled(false);
    setDone(t('twoFactor.turnedOff'));
    setStage('idle');
  };
  return (
    <SecurityCard title={t('twoFactor.title')} id={TWO_FACTOR_ANCHOR}>
      {required && !enabled && <Alert color="orange">{t('twoFactor.clinicRequires')}</Alert>}
      <Text size="sm">{t('twoFactor.intro')}</Text>
      {stage === 'idle' && enabled !== null && (
        <IdleStage enabled={enabled} done={done} onChoose={setStage} />
      )}
      {(stage === 'password' || stage === 'disable') && (
        <PasswordStage
          key={stage}
          turningOff={stage === 'disable'}
          onPassword={stage === 'password' ? onPassword : onDisable}
          onCancel={() => setStage('idle')}
        />
      )}
      {stage === 'scan' && enrolment && (
        <ScanStage
          totpUri={enrolment.totpUri}
          onCode={onConfirm}
          onCancel={() => setStage('idle')}
        />
      )}
      {stage === 'codes' && enrolment && (
        <BackupCodes
          codes={enrolment.backupCodes}
          onSaved={() => {
            setEnrolment(null);
            setStage('idle');
          }}
        />
      )}
    </SecurityCard>
  );
}
