import { describe, expect, it } from 'vitest';
import { errorCodeOf, hexView } from './ble.test-helpers.js';
import {
  type FitnessMachineReading,
  fitnessMachineFields as fields,
  parseFitnessMachineData,
} from './fitness-machine.js';

// A made-up layout over the shared fields: bit 0 speed, 1 heart rate, 2 energy.
const parse = (hex: string) =>
  parseFitnessMachineData<FitnessMachineReading>(hexView(hex), 'Test Data', [
    fields.speed,
    fields.heartRate,
    fields.energy,
  ]);

describe('parseFitnessMachineData', () => {
  it('reads speed when flag bit 0 is clear (the inverted "more data" bit)', () => {
    expect(parse('00 00 C4 09')).toStrictEqual({ speedKmh: 25 });
  });

  it('has no speed when flag bit 0 is set', () => {
    expect(parse('01 00')).toStrictEqual({});
  });

  it('reads the flagged fields in table order', () => {
    // speed 5.5 km/h, heart rate 110, energy 300 kcal (+ per hour, per minute)
    expect(parse('06 00 26 02 6E 2C 01 58 02 0A')).toStrictEqual({
      speedKmh: 5.5,
      heartRate: 110,
      energyKcal: 300,
    });
  });

  it('omits total energy when the machine sends "not available" (0xFFFF), keeping alignment', () => {
    expect(parse('07 00 6E FF FF FF FF FF')).toStrictEqual({ heartRate: 110 });
  });

  it('ignores flag bits the layout does not define', () => {
    expect(parse('01 F0')).toStrictEqual({});
  });

  it.each([
    ['', 'empty'],
    ['00', 'truncated'], // half a flags field
    ['00 00 C4', 'truncated'],
    ['05 00 2C 01 58 02', 'truncated'], // energy missing its per-minute byte
    ['00 00 C4 09 00', 'trailing-bytes'],
  ])('rejects "%s" as %s', (hex, code) => {
    expect(errorCodeOf(() => parse(hex))).toBe(code);
  });
});
