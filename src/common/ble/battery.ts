/** Battery service (0x180F): Battery Level (0x2A19), one uint8 percentage. */
import { BleParseError } from './ble-parse-error.js';
import { ByteReader } from './byte-reader.js';

export function parseBatteryLevel(view: DataView): number {
  const reader = new ByteReader(view, 'Battery Level');
  const percent = reader.uint8();
  reader.expectEnd();
  if (percent > 100) {
    throw new BleParseError('out-of-range', `Battery Level: ${percent} % is over 100 %`);
  }
  return percent;
}
