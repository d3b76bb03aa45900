import { describe, expect, it } from 'vitest';
import { parseBatteryLevel } from './battery.js';
import { errorCodeOf, expectOnlyBleParseErrors, hexView } from './ble.test-helpers.js';

describe('parseBatteryLevel', () => {
  it('5A is 90 %', () => {
    expect(parseBatteryLevel(hexView('5A'))).toBe(90);
  });

  it('accepts the ends of the range, 0 % and 100 %', () => {
    expect(parseBatteryLevel(hexView('00'))).toBe(0);
    expect(parseBatteryLevel(hexView('64'))).toBe(100);
  });

  it.each([
    ['', 'empty'],
    ['65', 'out-of-range'],
    ['FF', 'out-of-range'],
    ['5A 00', 'trailing-bytes'],
  ])('rejects "%s" as %s', (hex, code) => {
    expect(errorCodeOf(() => parseBatteryLevel(hexView(hex)))).toBe(code);
  });

  it('only ever throws BleParseError for random bytes', () => {
    expectOnlyBleParseErrors(parseBatteryLevel);
  });
});
