/**
 * A clinic that requires two-factor refuses a member without it (403 `two_factor_required`):
 * the app then takes them to Settings' two-factor section once and says why on every screen,
 * until they have turned it on (the server decides; this only explains and leads the way).
 */
import { Alert, Anchor } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { onForbidden } from '../../lib/forbidden-events';
import { paths } from '../../lib/paths';
import { useSecurityTranslation } from './security-i18n';

export const TWO_FACTOR_ANCHOR = 'two-factor';
let owed = false;
const listeners = new Set<() => void>();
function setOwed(value: boolean) {
  owed = value;
  for (const listener of listeners) listener();
}
/** Two-factor turned on: the clinic's data answer again. */
export const twoFactorSettled = () => setOwed(false);

export function useTwoFactorOwed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => owed,
  );
}

export function TwoFactorRequiredNotice() {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const isOwed = useTwoFactorOwed();
  useEffect(
    () =>
      onForbidden((error) => {
        if (error.code !== 'two_factor_required' || owed) return;
        setOwed(true);
        navigate(`${paths.settings()}#${TWO_FACTOR_ANCHOR}`);
      }),
    [navigate],
  );
  if (!isOwed) return null;
  return (
    <Alert color="orange" variant="light" role="alert" mb="md" title={t('twoFactor.title')}>
      {t('twoFactor.clinicRequires')}{' '}
      <Anchor component={Link} to={`${paths.settings()}#${TWO_FACTOR_ANCHOR}`} size="sm">
        {t('twoFactor.turnOn')}
      </Anchor>
    </Alert>
  );
}
