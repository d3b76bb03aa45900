/** A deterministic simulated heart-rate (and optional bike) sensor. */
export { mulberry32, normal, type Random } from './prng.js';
export {
  createSimulatedStream,
  type SimulateActivityOptions,
  type SimulatedStream,
  simulateActivity,
  simulatedActivitySamples,
} from './simulated-activity.js';
export {
  SIMULATED_HR_RANGE,
  type SimulatedReading,
  SimulatedSensor,
  type SimulationProfile,
} from './simulated-stream.js';
