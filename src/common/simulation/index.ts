/** A deterministic simulated heart-rate (and optional bike) sensor. */
export { mulberry32, normal, type Random } from './prng.js';
export {
  createSimulatedStream,
  type SimulatedStream,
  type SimulateSessionOptions,
  simulatedActivitySamples,
  simulateSession,
} from './simulated-session.js';
export {
  SIMULATED_HR_RANGE,
  type SimulatedReading,
  SimulatedSensor,
  type SimulationProfile,
} from './simulated-stream.js';
