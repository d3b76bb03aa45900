/** Treadmill Data (0x2ACD) of the Fitness Machine service. */
import {
  fitnessMachineFields as common,
  type FieldReader,
  type FitnessMachineReading,
  parseFitnessMachineData,
} from './fitness-machine.js';

export interface TreadmillData extends FitnessMachineReading {
  inclinePct?: number;
  rampAngleDeg?: number;
  /** Positive elevation gain only; the negative gain is read past but not kept. */
  elevationGainM?: number;
  forceN?: number;
}

// Index = flag bit, in the order the fields follow each other in the packet.
const TREADMILL_FIELDS: readonly FieldReader<TreadmillData>[] = [
  common.speed,
  common.avgSpeed,
  common.distance,
  (r, out) => {
    out.inclinePct = r.sint16() / 10;
    out.rampAngleDeg = r.sint16() / 10;
  },
  (r, out) => {
    out.elevationGainM = r.uint16() / 10;
    r.skip(2);
  },
  // Instantaneous and average pace: not reported (speed says the same), but their byte is consumed.
  (r) => r.skip(1),
  (r) => r.skip(1),
  common.energy,
  common.heartRate,
  common.met,
  common.elapsed,
  common.remaining,
  (r, out) => {
    out.forceN = r.sint16();
    out.powerW = r.sint16();
  },
];

export function parseTreadmillData(view: DataView): TreadmillData {
  return parseFitnessMachineData(view, 'Treadmill Data', TREADMILL_FIELDS);
}
