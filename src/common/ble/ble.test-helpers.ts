/** Shared by the BLE parser tests: packets written as hex, and the "random bytes" property. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { BleParseError } from './ble-parse-error.js';

/** `hexView('18 4B')` → a DataView over those bytes, optionally inside a larger buffer. */
export function hexView(hex: string, byteOffset = 0): DataView {
  const bytes = hex.split(/\s+/).filter(Boolean);
  const buffer = new ArrayBuffer(byteOffset + bytes.length + 3);
  const all = new Uint8Array(buffer);
  all.fill(0xee); // bytes around the view must never be read
  bytes.forEach((byte, i) => {
    all[byteOffset + i] = Number.parseInt(byte, 16);
  });
  return new DataView(buffer, byteOffset, bytes.length);
}

/** The BleParseError code `run` throws, the error itself when it is something else. */
export function errorCodeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof BleParseError ? error.code : error;
  }
  return 'no error';
}

function expectNoNaN(value: unknown): void {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      expect(inner).not.toBeUndefined();
      expectNoNaN(inner);
    }
  }
}

/** Any byte sequence either parses to finite numbers or is rejected with a BleParseError. */
export function expectOnlyBleParseErrors(parse: (view: DataView) => unknown): void {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat(7), (bytes, offset) => {
      const buffer = new Uint8Array(offset + bytes.length);
      buffer.set(bytes, offset);
      const view = new DataView(buffer.buffer, offset, bytes.length);
      try {
        expectNoNaN(parse(view));
      } catch (error) {
        expect(error).toBeInstanceOf(BleParseError);
      }
    }),
    { numRuns: 2000 },
  );
}
