import { describe, expect, it } from 'vitest';
import { expectOnlyBleParseErrors, hexView } from './ble.test-helpers.js';
import { parseTreadmillData } from './treadmill.js';

const parse = (hex: string) => parseTreadmillData(hexView(hex));

describe('parseTreadmillData', () => {
  it('04 01 26 02 D2 04 00 6E is 5.5 km/h, 1234 m, 110 bpm', () => {
    expect(parse('04 01 26 02 D2 04 00 6E')).toStrictEqual({
      speedKmh: 5.5,
      distanceM: 1234,
      heartRate: 110,
    });
  });

  // Each row: flags with bit 0 set (no speed) plus one field bit, the field bytes, the result.
  it.each([
    ['average speed', '03 00 F4 01', { avgSpeedKmh: 5 }],
    ['total distance (uint24)', '05 00 00 00 01', { distanceM: 65536 }],
    ['inclination and ramp angle', '09 00 19 00 F1 FF', { inclinePct: 2.5, rampAngleDeg: -1.5 }],
    ['positive elevation gain only', '11 00 64 00 0A 00', { elevationGainM: 10 }],
    ['expended energy, total kept', '81 00 2C 01 58 02 0A', { energyKcal: 300 }],
    ['heart rate', '01 01 8C', { heartRate: 140 }],
    ['metabolic equivalent', '01 02 23', { met: 3.5 }],
    ['elapsed time', '01 04 10 0E', { elapsedS: 3600 }],
    ['remaining time', '01 08 2C 01', { remainingS: 300 }],
    ['force on belt and power output', '01 10 EC FF 50 00', { forceN: -20, powerW: 80 }],
  ])('reads %s', (_, hex, expected) => {
    expect(parse(hex)).toStrictEqual(expected);
  });

  it('skips instantaneous and average pace but still consumes their byte each', () => {
    // bits 5, 6 and 8: pace 0x11, average pace 0x22, then heart rate 0x64
    expect(parse('61 01 11 22 64')).toStrictEqual({ heartRate: 100 });
  });

  it('reads every field in table order when all flags are set', () => {
    const hex = [
      'FE 1F', // bits 1–12, bit 0 clear
      '26 02', // speed 5.5 km/h
      'F4 01', // average speed 5 km/h
      'D2 04 00', // distance 1234 m
      '0F 00 05 00', // incline 1.5 %, ramp angle 0.5°
      '1E 00 0A 00', // elevation gain +3 m, −1 m
      '0C', // pace (skipped)
      '0D', // average pace (skipped)
      '64 00 2C 01 05', // energy 100 kcal, 300 kcal/h, 5 kcal/min
      '6E', // heart rate 110
      '28', // MET 4.0
      '2C 01', // elapsed 300 s
      '58 02', // remaining 600 s
      '0A 00 4B 00', // force 10 N, power 75 W
    ].join(' ');
    expect(parse(hex)).toStrictEqual({
      speedKmh: 5.5,
      avgSpeedKmh: 5,
      distanceM: 1234,
      inclinePct: 1.5,
      rampAngleDeg: 0.5,
      elevationGainM: 3,
      energyKcal: 100,
      heartRate: 110,
      met: 4,
      elapsedS: 300,
      remainingS: 600,
      forceN: 10,
      powerW: 75,
    });
  });

  it('only ever throws BleParseError, and never yields NaN, for random bytes', () => {
    expectOnlyBleParseErrors(parseTreadmillData);
  });
});
