/** Device Information service (0x180A): manufacturer name (0x2A29), model number (0x2A24) and the like. */
import { BleParseError } from './ble-parse-error.js';

// Not fatal: a sensor with a badly encoded name should still show up, with U+FFFD in the odd byte.
const utf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * Decodes a UTF-8 string characteristic. Trailing NUL bytes are dropped because several sensors
 * pad their names to a fixed length with them.
 */
export function parseDeviceInfoString(view: DataView): string {
  if (view.byteLength === 0) throw new BleParseError('empty', 'Device Information string: empty');
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return utf8.decode(bytes.subarray(0, end));
}
