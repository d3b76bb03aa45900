/**
 * A little-endian cursor over a DataView. Every read is bounds-checked so the parsers report a
 * short packet as BleParseError('truncated') instead of the DataView's RangeError.
 */
import { BleParseError } from './ble-parse-error.js';

export class ByteReader {
  private readonly view: DataView;
  /** Names the characteristic in error messages. */
  private readonly what: string;
  private offset = 0;

  constructor(view: DataView, what: string) {
    if (view.byteLength === 0) throw new BleParseError('empty', `${what}: empty packet`);
    this.view = view;
    this.what = what;
  }

  get remaining(): number {
    return this.view.byteLength - this.offset;
  }

  uint8(): number {
    const at = this.take(1);
    return this.view.getUint8(at);
  }

  uint16(): number {
    const at = this.take(2);
    return this.view.getUint16(at, true);
  }

  sint16(): number {
    const at = this.take(2);
    return this.view.getInt16(at, true);
  }

  uint24(): number {
    const at = this.take(3);
    return this.view.getUint16(at, true) | (this.view.getUint8(at + 2) << 16);
  }

  /** Consumes a field the caller does not report, so the fields after it stay aligned. */
  skip(bytes: number): void {
    this.take(bytes);
  }

  /** Throws when bytes are left over: a packet longer than its flags announce is not trusted. */
  expectEnd(): void {
    if (this.remaining > 0) {
      throw new BleParseError(
        'trailing-bytes',
        `${this.what}: ${this.remaining} byte(s) left over after the announced fields`,
      );
    }
  }

  private take(bytes: number): number {
    if (this.remaining < bytes) {
      throw new BleParseError(
        'truncated',
        `${this.what}: needs ${bytes} byte(s) at offset ${this.offset}, has ${this.remaining}`,
      );
    }
    const at = this.offset;
    this.offset += bytes;
    return at;
  }
}
