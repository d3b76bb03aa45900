import { describe, expect, it } from 'vitest';
import { expectOnlyBleParseErrors, hexView } from './ble.test-helpers.js';
import { parseIndoorBikeData } from './indoor-bike.js';

const parse = (hex: string) => parseIndoorBikeData(hexView(hex));

describe('parseIndoorBikeData', () => {
  it('44 00 C4 09 A0 00 96 00 is 25 km/h, 80 rpm, 150 W', () => {
    expect(parse('44 00 C4 09 A0 00 96 00')).toStrictEqual({
      speedKmh: 25,
      cadenceRpm: 80,
      powerW: 150,
    });
  });

  // Each row: flags with bit 0 set (no speed) plus one field bit, the field bytes, the result.
  it.each([
    ['average speed', '03 00 E8 03', { avgSpeedKmh: 10 }],
    ['instantaneous cadence', '05 00 A1 00', { cadenceRpm: 80.5 }],
    ['average cadence', '09 00 78 00', { avgCadenceRpm: 60 }],
    ['total distance (uint24)', '11 00 40 E2 01', { distanceM: 123456 }],
    ['negative resistance', '21 00 FB FF', { resistance: -5 }],
    ['negative instantaneous power', '41 00 F6 FF', { powerW: -10 }],
    ['average power', '81 00 C8 00', { avgPowerW: 200 }],
    ['expended energy, total kept', '01 01 2C 01 58 02 0A', { energyKcal: 300 }],
    ['heart rate', '01 02 8C', { heartRate: 140 }],
    ['metabolic equivalent', '01 04 23', { met: 3.5 }],
    ['elapsed time', '01 08 10 0E', { elapsedS: 3600 }],
    ['remaining time', '01 10 2C 01', { remainingS: 300 }],
  ])('reads %s', (_, hex, expected) => {
    expect(parse(hex)).toStrictEqual(expected);
  });

  it('reads every field in table order when all flags are set', () => {
    const hex = [
      'FE 1F', // bits 1–12, bit 0 clear
      'C4 09', // speed 25 km/h
      'D0 07', // average speed 20 km/h
      'A0 00', // cadence 80 rpm
      '96 00', // average cadence 75 rpm
      'E8 03 00', // distance 1000 m
      '05 00', // resistance 5
      '96 00', // power 150 W
      '8C 00', // average power 140 W
      '32 00 F4 01 08', // energy 50 kcal, 500 kcal/h, 8 kcal/min
      '78', // heart rate 120
      '32', // MET 5.0
      '58 02', // elapsed 600 s
      '84 03', // remaining 900 s
    ].join(' ');
    expect(parse(hex)).toStrictEqual({
      speedKmh: 25,
      avgSpeedKmh: 20,
      cadenceRpm: 80,
      avgCadenceRpm: 75,
      distanceM: 1000,
      resistance: 5,
      powerW: 150,
      avgPowerW: 140,
      energyKcal: 50,
      heartRate: 120,
      met: 5,
      elapsedS: 600,
      remainingS: 900,
    });
  });

  it('only ever throws BleParseError, and never yields NaN, for random bytes', () => {
    expectOnlyBleParseErrors(parseIndoorBikeData);
  });
});
