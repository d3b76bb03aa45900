/** A deterministic simulated heart-rate (and optional bike) sensor. */
export {
  SIMULATED_SCENARIOS,
  type SimulatedScenario,
  scenarioSilentAt,
} from './scenarios.js';
export { simulateActivity, simulatedActivitySamples } from './simulated-activity.js';
export { SimulatedSensor, type SimulationProfile } from './simulated-stream.js';
