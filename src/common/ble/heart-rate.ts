/** Heart Rate service (0x180D): the measurement notification (0x2A37) and body sensor location (0x2A38). */
import { BleParseError } from './ble-parse-error.js';
import { ByteReader } from './byte-reader.js';

export type SensorContact = 'unsupported' | 'detected' | 'not-detected';

export interface HeartRateMeasurement {
  heartRate: number;
  contact: SensorContact;
  /** Kilojoules since the sensor's last reset; present only when the sensor sends it. */
  energyExpended?: number;
  /** Milliseconds between beats, oldest first; unrounded so RMSSD keeps its resolution. */
  rrIntervals: number[];
}

const HR_UINT16 = 0x01;
const CONTACT_DETECTED = 0x02;
const CONTACT_SUPPORTED = 0x04;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

export function parseHeartRateMeasurement(view: DataView): HeartRateMeasurement {
  const reader = new ByteReader(view, 'Heart Rate Measurement');
  const flags = reader.uint8();
  const heartRate = flags & HR_UINT16 ? reader.uint16() : reader.uint8();
  const result: HeartRateMeasurement = { heartRate, contact: contactOf(flags), rrIntervals: [] };
  if (flags & ENERGY_PRESENT) result.energyExpended = reader.uint16();
  if (flags & RR_PRESENT) {
    // "One or more" RR values: the flag with nothing after it is a cut-off packet.
    do {
      result.rrIntervals.push((reader.uint16() * 1000) / 1024);
    } while (reader.remaining > 0);
  }
  reader.expectEnd();
  return result;
}

function contactOf(flags: number): SensorContact {
  // The detected bit means nothing unless the sensor says it supports contact detection.
  if (!(flags & CONTACT_SUPPORTED)) return 'unsupported';
  return flags & CONTACT_DETECTED ? 'detected' : 'not-detected';
}

export const BODY_SENSOR_LOCATIONS = [
  'other',
  'chest',
  'wrist',
  'finger',
  'hand',
  'ear-lobe',
  'foot',
] as const;
export type BodySensorLocation = (typeof BODY_SENSOR_LOCATIONS)[number];

/** Values 7–255 are reserved by the Bluetooth SIG, so they are reported as out of range. */
export function parseBodySensorLocation(view: DataView): BodySensorLocation {
  const reader = new ByteReader(view, 'Body Sensor Location');
  const code = reader.uint8();
  reader.expectEnd();
  const location = BODY_SENSOR_LOCATIONS[code];
  if (location === undefined) {
    throw new BleParseError('out-of-range', `Body Sensor Location: reserved value ${code}`);
  }
  return location;
}
