/** Whether this browser can talk to Bluetooth sensors, and if not, why (for the notice). */
import type { BluetoothLike } from './web-bluetooth-types';

export type BluetoothSupport =
  /** Web Bluetooth and an adapter. */
  | 'available'
  /** The API exists but reports no adapter (Bluetooth off, none fitted, blocked by policy). */
  | 'no-adapter'
  /** Served over plain http from another host: Chrome hides the API outside secure contexts. */
  | 'insecure-context'
  /** Safari, Firefox, iOS: no Web Bluetooth at all. */
  | 'unsupported';

export async function checkBluetoothSupport(
  bluetooth: BluetoothLike | null,
  isSecureContext: boolean,
): Promise<BluetoothSupport> {
  if (!bluetooth) return isSecureContext ? 'unsupported' : 'insecure-context';
  if (!bluetooth.getAvailability) return 'available';
  try {
    return (await bluetooth.getAvailability()) ? 'available' : 'no-adapter';
  } catch {
    // Some builds throw instead of answering; requestDevice will tell the user what is wrong.
    return 'available';
  }
}
