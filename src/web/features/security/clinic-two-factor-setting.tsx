/**
 * Settings' "Members must use two-factor sign-in" for a clinic's owner or admin. Stored on the
 * clinic by the auth service, which refuses to turn it on for someone without two-factor; the
 * data API then answers 403 `two_factor_required` to members without it.
 */
import { Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '../../../common/api/api-paths';
import { apiRequest, authRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { useCan, useWorkspace } from '../clinic';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';

const ORG = `${AUTH_BASE_PATH}/organization`;
const clinicSchema = z.object({ requireTwoFactor: z.boolean().nullish() });

export function ClinicTwoFactorSetting() {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const workspace = useWorkspace();
  const clinicId = workspace.kind === 'clinic' ? workspace.workspaceId : null;
  const canManage = useCan('clinic:manage');
  const [required, setRequired] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!clinicId) return;
    apiRequest(`${ORG}/get-full-organization`, { schema: clinicSchema }).then(
      (clinic) => setRequired(clinic.requireTwoFactor === true),
      () => setRequired(null),
    );
  }, [clinicId]);
  if (!clinicId || !canManage || required === null) return null;

  const change = async (value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await authRequest(`${ORG}/update`, {
        organizationId: clinicId,
        data: { requireTwoFactor: value },
      });
      setRequired(value);
    } catch (failure) {
      const needsOwn = failure instanceof ApiError && failure.code === 'TWO_FACTOR_NEEDED_FIRST';
      setError(needsOwn ? t('clinic.needsOwn') : authErrorMessage(failure, tApp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecurityCard title={t('twoFactor.title')}>
      <Switch
        label={t('clinic.requireLabel')}
        description={t('clinic.requireHint')}
        checked={required}
        disabled={busy}
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
