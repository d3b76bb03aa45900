import { describe, expect, it } from 'vitest';
import { errorCodeOf, expectOnlyBleParseErrors, hexView } from './ble.test-helpers.js';
import { parseDeviceInfoString } from './device-information.js';

describe('parseDeviceInfoString', () => {
  it('decodes an ASCII manufacturer name', () => {
    expect(parseDeviceInfoString(hexView('50 6F 6C 61 72'))).toBe('Polar');
  });

  it('decodes multi-byte UTF-8', () => {
    // "Ação": A, ç = C3 A7, ã = C3 A3, o
    expect(parseDeviceInfoString(hexView('41 C3 A7 C3 A3 6F'))).toBe('Ação');
  });

  it('drops the NUL padding some sensors append', () => {
    expect(parseDeviceInfoString(hexView('48 33 00 00'))).toBe('H3');
  });

  it('shows a replacement character instead of failing on a broken byte', () => {
    expect(parseDeviceInfoString(hexView('48 FF'))).toBe('H\uFFFD');
  });

  it('rejects an empty value', () => {
    expect(errorCodeOf(() => parseDeviceInfoString(hexView('')))).toBe('empty');
  });

  it('only ever throws BleParseError for random bytes', () => {
    expectOnlyBleParseErrors(parseDeviceInfoString);
  });
});
