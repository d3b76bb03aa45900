/**
 * Passkeys (WebAuthn, @better-auth/passkey): signing in and unlocking the inactivity lock without
 * a password, with a key bound to this server's name so a look-alike site cannot use it.
 * The relying party is PUBLIC_URL's host (`localhost` by default, which browsers treat as a
 * secure context over plain http); registrations and sign-ins are accepted only from the trusted
 * origins, the same list the auth service checks every request against.
 */

import { isIP } from 'node:net';
import { passkey } from '@better-auth/passkey';
import type { Config } from '../config.js';
import { passkeyRegistrationCheck } from './passkey-registration-check.js';

/** The relying-party id: a domain name. WebAuthn refuses an IP address (WebAuthn §5.1.3 rp.id). */
export function passkeyRpId(publicUrl: string): string | null {
  const host = new URL(publicUrl).hostname;
  return isIP(host.replace(/^\[|\]$/g, '')) ? null : host;
}

export function passkeys(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>) {
  const rpID = passkeyRpId(config.publicUrl);
  // Reached by address only (PUBLIC_URL=http://10.0.0.5…): no passkeys, every other way in stays.
  if (!rpID) return [];
  return [
    passkey({
      rpID,
      rpName: 'Ritmo',
      origin: config.trustedOrigins,
      // A key the device keeps and checks with the user's PIN or biometrics (a second factor).
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    }),
    passkeyRegistrationCheck(),
  ];
}
