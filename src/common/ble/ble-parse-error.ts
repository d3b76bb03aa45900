/** The one error every GATT parser throws, so a driver can drop a bad packet and keep going. */

export const BLE_PARSE_ERROR_CODES = [
  'empty',
  'truncated',
  'trailing-bytes',
  'out-of-range',
] as const;
export type BleParseErrorCode = (typeof BLE_PARSE_ERROR_CODES)[number];

export class BleParseError extends Error {
  override readonly name = 'BleParseError';
  readonly code: BleParseErrorCode;

  constructor(code: BleParseErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
