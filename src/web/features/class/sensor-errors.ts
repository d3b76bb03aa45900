/** What to tell the clinician when a strap could not be chosen or connected. */

/** The message key for a failed chooser or connection (keys under `sensorErrors.`). */
export function chooserFailureKey(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  // Chrome rejects with NotFoundError both when the list was empty and when it was cancelled.
  if (name === 'NotFoundError' || /cancel|no device/i.test(message))
    return 'sensorErrors.noneChosen';
  if (/not available/i.test(message)) return 'sensorErrors.unavailable';
  // The driver's name for a gatt.connect() turned down (devices/connection-errors.ts): the
  // phone holds all the links it can, and moving closer would not help.
  if (name === 'ConnectionRefusedError') return 'sensorErrors.refused';
  return 'sensorErrors.failed';
}

/** The message key for a tile's sensor status error, or null when there is none. */
export function statusErrorKey(error: string | null): string | null {
  if (!error) return null;
  if (error === 'connection-refused') return 'sensorErrors.refused';
  if (error === 'no-device-chosen') return 'sensorErrors.noneChosen';
  return 'sensorErrors.failed';
}
