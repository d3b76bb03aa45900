/**
 * Straps the browser already let this site use, to reconnect them without the chooser (class
 * mode: twelve choosers at the start of every class would be too many). Chrome offers
 * `getDevices()` only with its permissions backend; elsewhere every connect needs the chooser.
 */
import type { Clock } from '../../lib/clock';
import {
  type BluetoothDeviceLike,
  type BluetoothLike,
  browserBluetooth,
} from './web-bluetooth-types';

/** The devices this site may reconnect to; [] when the browser cannot say. */
export async function knownBluetoothDevices(
  bluetooth: BluetoothLike | null = browserBluetooth(),
): Promise<BluetoothDeviceLike[]> {
  if (!bluetooth?.getDevices) return [];
  try {
    return await bluetooth.getDevices();
  } catch {
    return [];
  }
}

/** How long to wait for a known strap to advertise before trying to connect anyway. */
export const ADVERTISEMENT_WAIT_MS = 5000;

/**
 * A device restored by `getDevices()` is often unknown to the OS until it is heard again, and
 * `gatt.connect()` then fails with "no longer in range": scanning for its advertisements first
 * brings it back. Chrome on Linux never reports the advertisement on a restored device, and
 * older Chromes have no `watchAdvertisements`, so this resolves after a short wait regardless.
 */
export async function waitForAdvertisement(
  device: BluetoothDeviceLike,
  clock: Clock,
  timeoutMs = ADVERTISEMENT_WAIT_MS,
): Promise<void> {
  if (!device.watchAdvertisements) return;
  const abort = new AbortController();
  let stop: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => {
    const timer = clock.setTimeout(resolve, timeoutMs);
    stop = () => {
      clock.clearTimeout(timer);
      resolve();
    };
    device.addEventListener('advertisementreceived', stop, { once: true });
  });
  try {
    await device.watchAdvertisements({ signal: abort.signal });
    await heard;
  } catch {
    // Scanning refused (no permission, adapter busy): try the connect anyway.
  } finally {
    stop();
    device.removeEventListener('advertisementreceived', stop);
    abort.abort();
  }
}
