/** The user's own data (LGPD): the whole-account export and account deletion. */
import { apiPaths } from '../../../common/api/api-paths';
import { deviceTimeZone } from '../../../common/dates/time-zone';
import { apiRequest } from '../../lib/api-client';

/**
 * Streamed by the server as one JSON file; a plain link lets the browser save it as it arrives.
 * Named for this device's day.
 */
export const accountExportPath = (): string => apiPaths.export(deviceTimeZone());

/**
 * The server checks `confirmEmail` against the account, as a last guard against a slip, and the
 * password, so that a device left signed in is not enough to delete the account.
 */
export function deleteAccount(confirmEmail: string, password: string): Promise<void> {
  return apiRequest(apiPaths.me(), { method: 'DELETE', body: { confirmEmail, password } });
}
