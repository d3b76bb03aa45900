/**
 * Settings' "Members must use two-factor sign-in" for a clinic's owner or admin, read and changed
 * through /api/clinic-settings (audited). The server refuses to turn it on for someone without
 * two-factor, and lets only the owner turn it off: an admin sees the switch locked while it is on.
 * The data API then answers 403 `two_factor_required` to members without it.
 */
import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { saveClinicSettings, useClinicSettings, useWorkspace } from '../clinic';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';

export function ClinicTwoFactorSetting() {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const workspace = useWorkspace();
  const clinicId = workspace.kind === 'clinic' ? workspace.workspaceId : null;
  const settings = useClinicSettings(clinicId !== null).data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!clinicId || !settings?.canChange) return null;
  const lockedOn = settings.requireTwoFactor && !settings.canLoosen;

  const change = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await saveClinicSettings({ requireTwoFactor: value });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      if (code === 'two_factor_needed_first') setError(t('clinic.needsOwn'));
      else if (code === 'owner_only') setError(t('clinic.ownerOnly'));
      else setError(authErrorMessage(failure, tApp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecurityCard title={t('twoFactor.title')}>
      <Switch
        label={t('clinic.requireLabel')}
        description={lockedOn ? t('clinic.ownerOnly') : t('clinic.requireHint')}
        checked={settings.requireTwoFactor}
        disabled={busy || lockedOn}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </SecurityCard>
  );
}
