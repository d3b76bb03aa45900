/**
 * Turns one GATT notification into a SensorReading with the shared parsers. A bad packet
 * throws BleParseError; the driver drops and counts it.
 */
import {
  FITNESS_MACHINE_SERVICE,
  HEART_RATE_MEASUREMENT,
  HEART_RATE_SERVICE,
  INDOOR_BIKE_DATA,
  parseHeartRateMeasurement,
  parseIndoorBikeData,
  parseTreadmillData,
  TREADMILL_DATA,
} from '../../../common/ble';
import type { SensorKind, SensorReading } from './sensor-driver';

/**
 * The measurement characteristics a driver looks for, in order of preference; it subscribes to
 * the first the device has, so each notification is one sample row.
 */
export const MEASUREMENT_CHARACTERISTICS = [
  { service: HEART_RATE_SERVICE, characteristic: HEART_RATE_MEASUREMENT, kind: 'heart-rate' },
  { service: FITNESS_MACHINE_SERVICE, characteristic: INDOOR_BIKE_DATA, kind: 'bike' },
  { service: FITNESS_MACHINE_SERVICE, characteristic: TREADMILL_DATA, kind: 'treadmill' },
] as const satisfies readonly { service: number; characteristic: number; kind: SensorKind }[];

export function readingFromNotification(
  characteristic: number,
  view: DataView,
  at: number,
): SensorReading {
  if (characteristic === HEART_RATE_MEASUREMENT) {
    const measurement = parseHeartRateMeasurement(view);
    const reading: SensorReading = { at, rrIntervals: measurement.rrIntervals };
    // A strap off the skin reports 0 or a stale value: no heart rate rather than a wrong one.
    if (measurement.contact !== 'not-detected' && measurement.heartRate > 0) {
      reading.hr = measurement.heartRate;
    }
    return reading;
  }
  const data =
    characteristic === INDOOR_BIKE_DATA ? parseIndoorBikeData(view) : parseTreadmillData(view);
  const reading: SensorReading = { at };
  if (data.heartRate !== undefined && data.heartRate > 0) reading.hr = data.heartRate;
  if (data.speedKmh !== undefined) reading.speedKmh = data.speedKmh;
  if (data.powerW !== undefined) reading.powerW = Math.max(0, data.powerW);
  if ('cadenceRpm' in data && data.cadenceRpm !== undefined) reading.cadenceRpm = data.cadenceRpm;
  return reading;
}
