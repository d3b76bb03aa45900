/**
 * What a failed connect says in `SensorStatus.error`: a code the screens translate
 * (NO_DEVICE_CHOSEN, CONNECTION_REFUSED) or the browser's message.
 */
import { GattTimeoutError } from './gatt-queue';
import { CONNECTION_REFUSED, NO_DEVICE_CHOSEN } from './sensor-driver';

/** gatt.connect() turned down (not timed out, not out of range): see CONNECTION_REFUSED. */
class ConnectionRefusedError extends Error {
  override name = 'ConnectionRefusedError';
}

/** What a failed gatt.connect() means: refused, unless it timed out or the device is gone. */
export function refusalOf(error: unknown): unknown {
  if (error instanceof GattTimeoutError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/no longer in range/i.test(message)) return error;
  return new ConnectionRefusedError(message, { cause: error });
}

export function errorCode(error: unknown): string {
  if (error instanceof Error && error.name === 'NotFoundError') return NO_DEVICE_CHOSEN;
  if (error instanceof ConnectionRefusedError) return CONNECTION_REFUSED;
  return error instanceof Error ? error.message : String(error);
}
