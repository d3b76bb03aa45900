/** What to tell the clinician when entering another workspace failed, in the clinic's words. */
import type { TFunction } from 'i18next';
import { authErrorMessage } from '../../lib/error-message';
import { RecordingInProgressError, SwitchBlockedError } from './workspace-store';

/** `t` of the clinic namespace, `tApp` of the app's, for errors that are not a refused switch. */
export function switchFailureMessage(error: unknown, t: TFunction, tApp: TFunction): string {
  if (error instanceof RecordingInProgressError) return t('recordingHold.body');
  if (error instanceof SwitchBlockedError)
    return t('switchBlocked.body', { count: error.unsynced });
  return authErrorMessage(error, tApp);
}
