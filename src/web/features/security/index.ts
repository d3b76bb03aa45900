/**
 * What other features use from sign-in security (two-factor, passkeys, devices). The passkey
 * button is light; the rest (zod, WebAuthn, the QR encoder) loads when first shown, so the
 * sign-in page stays small for everyone who types a password.
 */
import { lazy } from 'react';
import { registerPreload } from '../../lib/preload-registry';

export { PasskeyButton } from './passkey-button';
export { TwoFactorRequiredNotice } from './two-factor-required';

export const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })),
);
/** Settings → Account: two-factor, passkeys and devices, in one lazily loaded block. */
// Preloaded with the signed-in screens: Settings must open whole offline.
const loadAccountSecurity = registerPreload('signed-in', () => import('./account-security'));
export const AccountSecurity = lazy(() =>
  loadAccountSecurity().then((m) => ({ default: m.AccountSecurity })),
);
/** Settings' clinic rule "members must use two-factor" (owner or admin of the active clinic). */
const loadClinicSetting = registerPreload('signed-in', () => import('./clinic-two-factor-setting'));
export const ClinicTwoFactorSetting = lazy(() =>
  loadClinicSetting().then((m) => ({ default: m.ClinicTwoFactorSetting })),
);
