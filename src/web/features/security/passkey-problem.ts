/** Words for a passkey ceremony that failed: the user's cancel is not an error of theirs. */
import type { TFunction } from 'i18next';
import { authErrorMessage } from '../../lib/error-message';

export function passkeyProblem(error: unknown, t: TFunction, tApp: TFunction): string {
  const name = error instanceof Error ? error.name : '';
  // NotAllowedError: the browser's dialog was closed or timed out (WebAuthn §13.4.7).
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.cancelled');
  if (!window.PublicKeyCredential) return t('passkeys.unsupported');
  return authErrorMessage(error, tApp);
}
