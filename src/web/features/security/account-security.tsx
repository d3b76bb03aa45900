/** Settings → Account's sign-in security: two-factor, passkeys and the signed-in devices. */
import { DevicesSection } from './devices-section';
import { PasskeySection } from './passkey-section';
import { TwoFactorSection } from './two-factor-section';

export function AccountSecurity() {
  return (
    <>
      <TwoFactorSection />
      <PasskeySection />
      <DevicesSection />
    </>
  );
}
