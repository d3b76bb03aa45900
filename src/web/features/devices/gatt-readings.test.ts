import { describe, expect, it } from 'vitest';
import {
  BleParseError,
  HEART_RATE_MEASUREMENT,
  INDOOR_BIKE_DATA,
  TREADMILL_DATA,
} from '../../../common/ble';
import { hexView } from '../../../common/ble/ble.test-helpers';
import { readingFromNotification } from './gatt-readings';

const AT = 1_700_000_000_000;

describe('readings from GATT notifications (vectors of ble-vectors.md)', () => {
  it('heart rate with energy and RR intervals', () => {
    expect(
      readingFromNotification(HEART_RATE_MEASUREMENT, hexView('18 4B 10 00 00 04 20 03'), AT),
    ).toEqual({ at: AT, hr: 75, rrIntervals: [1000, 781.25] });
  });

  it('a strap that reports no skin contact gives no heart rate', () => {
    expect(readingFromNotification(HEART_RATE_MEASUREMENT, hexView('04 5A'), AT)).toEqual({
      at: AT,
      rrIntervals: [],
    });
    expect(readingFromNotification(HEART_RATE_MEASUREMENT, hexView('06 5A'), AT).hr).toBe(90);
  });

  it('indoor bike speed, cadence and power', () => {
    expect(
      readingFromNotification(INDOOR_BIKE_DATA, hexView('44 00 C4 09 A0 00 96 00'), AT),
    ).toEqual({ at: AT, speedKmh: 25, cadenceRpm: 80, powerW: 150 });
  });

  it('treadmill speed and heart rate', () => {
    expect(readingFromNotification(TREADMILL_DATA, hexView('04 01 26 02 D2 04 00 6E'), AT)).toEqual(
      { at: AT, speedKmh: 5.5, hr: 110 },
    );
  });

  it('a truncated packet throws the parse error the driver drops', () => {
    expect(() => readingFromNotification(HEART_RATE_MEASUREMENT, hexView('01 48'), AT)).toThrow(
      BleParseError,
    );
  });
});
