/**
 * A password's length limits (issue 12), apart from the guessability check in new-password.ts:
 * schemas that only bound a password field (a signature's re-authentication, say) import these
 * without pulling zxcvbn and its word lists (230 KB gzipped, decompressed when imported) into
 * every screen that uses the schema (issue 37).
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
