/** Indoor Bike Data (0x2AD2) of the Fitness Machine service. */
import {
  fitnessMachineFields as common,
  type FieldReader,
  type FitnessMachineReading,
  parseFitnessMachineData,
} from './fitness-machine.js';

export interface IndoorBikeData extends FitnessMachineReading {
  cadenceRpm?: number;
  avgCadenceRpm?: number;
  /** Unitless, as the machine defines it. */
  resistance?: number;
  avgPowerW?: number;
}

// Index = flag bit, in the order the fields follow each other in the packet.
const INDOOR_BIKE_FIELDS: readonly FieldReader<IndoorBikeData>[] = [
  common.speed,
  common.avgSpeed,
  (r, out) => {
    out.cadenceRpm = r.uint16() / 2;
  },
  (r, out) => {
    out.avgCadenceRpm = r.uint16() / 2;
  },
  common.distance,
  (r, out) => {
    out.resistance = r.sint16();
  },
  (r, out) => {
    out.powerW = r.sint16();
  },
  (r, out) => {
    out.avgPowerW = r.sint16();
  },
  common.energy,
  common.heartRate,
  common.met,
  common.elapsed,
  common.remaining,
];

export function parseIndoorBikeData(view: DataView): IndoorBikeData {
  return parseFitnessMachineData(view, 'Indoor Bike Data', INDOOR_BIKE_FIELDS);
}
