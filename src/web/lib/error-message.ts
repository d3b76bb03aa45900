/** Turns a failed call into words for the clinician. */
import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';

/** Auth service errors reach the user unchanged (their `message`), as in the original app. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) return error.message;
  return dataErrorMessage(error, t);
}

/** Data API errors are translated by code, so a screen never mixes languages. */
export function dataErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.status === NETWORK_ERROR_STATUS) return t('errors.network');
  return t(`errors.codes.${error.code}`, { defaultValue: t('errors.generic') });
}
