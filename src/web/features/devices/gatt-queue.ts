/**
 * One queue for every GATT operation of every Web Bluetooth sensor in the page. Chrome allows
 * one GATT operation at a time ("GATT operation already in progress"), and on Android a second
 * startNotifications issued while another strap is busy can fail silently, leaving a strap that
 * is linked but never notifies. So connects, discovery, notifications, reads and writes of all
 * straps run one after another. A failed operation does not stop the queue, and one that hangs
 * (a strap walking out of range mid-connect) is abandoned after a timeout.
 */
import { type Clock, systemClock } from '../../lib/clock';

export const GATT_OPERATION_TIMEOUT_MS = 10_000;

export class GattTimeoutError extends Error {
  override name = 'GattTimeoutError';
  constructor() {
    super('The sensor did not answer in time');
  }
}

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `operation` once every operation queued before it has settled (or timed out). Queue only
 * single GATT calls: an operation that waits for another queued one would wait for itself.
 */
export function queueGattOperation<T>(
  operation: () => Promise<T>,
  clock: Clock = systemClock,
  timeoutMs = GATT_OPERATION_TIMEOUT_MS,
): Promise<T> {
  const result = tail.then(() => withTimeout(operation, clock, timeoutMs));
  tail = result.catch(() => undefined);
  return result;
}

function withTimeout<T>(operation: () => Promise<T>, clock: Clock, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new GattTimeoutError()), timeoutMs);
    const settle = () => clock.clearTimeout(timer);
    // A synchronous throw (a stale object, say) becomes a rejection like any other failure.
    Promise.resolve()
      .then(operation)
      .then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
  });
}
