/**
 * Fitness Machine service (0x1826) data characteristics: a uint16 flags field, then one field per
 * set flag in table order. The indoor bike and treadmill layouts share this walk and most fields.
 */
import { ByteReader } from './byte-reader.js';

/** The fields both Indoor Bike Data and Treadmill Data can carry, under the same keys. */
export interface FitnessMachineReading {
  speedKmh?: number;
  avgSpeedKmh?: number;
  distanceM?: number;
  powerW?: number;
  energyKcal?: number;
  heartRate?: number;
  met?: number;
  elapsedS?: number;
  remainingS?: number;
}

/** Reads one flagged field (always consuming all its bytes) and copies what Ritmo keeps into `out`. */
export type FieldReader<T> = (reader: ByteReader, out: T) => void;

/** FTMS "data not available" value for Total Energy: the machine sends the field but cannot measure it. */
const ENERGY_NOT_AVAILABLE = 0xffff;

export const fitnessMachineFields = {
  speed: (r, out) => {
    out.speedKmh = r.uint16() / 100;
  },
  avgSpeed: (r, out) => {
    out.avgSpeedKmh = r.uint16() / 100;
  },
  distance: (r, out) => {
    out.distanceM = r.uint24();
  },
  /** Total (uint16 kcal), per hour (uint16) and per minute (uint8); only the total is reported. */
  energy: (r, out) => {
    const total = r.uint16();
    r.skip(3);
    if (total !== ENERGY_NOT_AVAILABLE) out.energyKcal = total;
  },
  heartRate: (r, out) => {
    out.heartRate = r.uint8();
  },
  met: (r, out) => {
    out.met = r.uint8() / 10;
  },
  elapsed: (r, out) => {
    out.elapsedS = r.uint16();
  },
  remaining: (r, out) => {
    out.remainingS = r.uint16();
  },
} satisfies Record<string, FieldReader<FitnessMachineReading>>;

/**
 * Walks `fields` by flag bit (index = bit). Bit 0 is inverted in FTMS: 0 means instantaneous
 * speed IS present (the "more data" bit). Reserved bits past the table are ignored.
 */
export function parseFitnessMachineData<T extends object>(
  view: DataView,
  what: string,
  fields: readonly FieldReader<T>[],
): T {
  const reader = new ByteReader(view, what);
  const flags = reader.uint16();
  const out = {} as T;
  for (let bit = 0; bit < fields.length; bit++) {
    const present = bit === 0 ? (flags & 1) === 0 : (flags & (1 << bit)) !== 0;
    if (present) fields[bit]?.(reader, out);
  }
  reader.expectEnd();
  return out;
}
