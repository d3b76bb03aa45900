/**
 * Password reset calls (Better Auth's reset flow): ask for an e-mailed link, set a new password
 * with a link's token. Apart from auth-api so the sign-in page's chunk does not carry them.
 */
import { apiPaths } from '../../../common/api/api-paths';
import { authRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/**
 * The server answers the same whether or not an account has this address (it reveals none).
 * The e-mail is written in the language asked for here: the page's, not the browser's.
 */
export function requestPasswordReset(email: string, language: string): Promise<void> {
  return authRequest(apiPaths.auth.requestPasswordReset, { email }, undefined, {
    'accept-language': language,
  });
}

/** Sets the password; every session of the account ends, this device's too. */
export function resetPassword(token: string, newPassword: string): Promise<void> {
  return authRequest(apiPaths.auth.resetPassword, { token, newPassword });
}

/** Better Auth's own code for the failure, beside the shared `error` object. */
const authCodeOf = (error: unknown) =>
  error instanceof ApiError ? (error.answer as { code?: unknown } | undefined)?.code : undefined;

/** The server sends no e-mail (no SMTP_URL): links come from an owner, an admin or the shell. */
export const isResetByEmailOff = (error: unknown) =>
  authCodeOf(error) === 'RESET_PASSWORD_DISABLED';

/** The link's token is unknown, used or past its hour. */
export const isInvalidResetToken = (error: unknown) => authCodeOf(error) === 'INVALID_TOKEN';
