/** The Base32 key inside an `otpauth://totp/…?secret=…` URI, to type into an authenticator app. */
export function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}
