/**
 * An authenticator app for tests: the code for a `otpauth://` URI, computed with the library
 * Better Auth itself verifies with (@better-auth/utils/otp), from the URI's Base32 secret. The
 * server takes each 30-second step's code once per account and accepts a neighbouring step, so a
 * test that uses a second code asks for the next step's (`stepsAhead`) instead of waiting.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

export const TOTP_PERIOD_MS = 30_000;

export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return secret;
}

/** The code an authenticator shows now (or `stepsAhead` steps later) for the secret or URI. */
export function totpCode(secretOrUri: string, stepsAhead = 0): Promise<string> {
  const secret = secretOrUri.startsWith('otpauth:') ? secretOf(secretOrUri) : secretOrUri;
  const step = Math.floor(Date.now() / TOTP_PERIOD_MS) + stepsAhead;
  return createOTP(base32.decode(secret)).hotp(step);
}
