/**
 * What other features use from sign-in security (two-factor, passkeys, devices). The passkey
 * button is light; the rest (zod, WebAuthn, the QR encoder) loads when first shown, so the
 * sign-in page stays small for everyone who types a password.
 */
import { lazy } from 'react';

export { PasskeyButton } from './passkey-button';
export { TwoFactorRequiredNotice } from './two-factor-required';

export const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })),
);
/** Settings → Account: two-factor, passkeys and devices, in one lazily loaded block. */
export const AccountSecurity = lazy(() =>
  import('./account-security').then((m) => ({ default: m.AccountSecurity })),
);
/** Settings' clinic rule "members must use two-factor" (owner or admin of the active clinic). */
export const ClinicTwoFactorSetting = lazy(() =>
  import('./clinic-two-factor-setting').then((m) => ({ default: m.ClinicTwoFactorSetting })),
);
