/**
 * An authenticator app for tests: the current code for a `otpauth://` URI, computed with the
 * library Better Auth itself verifies with (@better-auth/utils/otp), from the URI's Base32 secret.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return secret;
}

/** The code an authenticator shows now for the Base32 secret (or the whole otpauth URI). */
export function totpCode(secretOrUri: string): Promise<string> {
  const secret = secretOrUri.startsWith('otpauth:') ? secretOf(secretOrUri) : secretOrUri;
  return createOTP(base32.decode(secret)).totp();
}
