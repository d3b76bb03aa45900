/** A deterministic simulated heart-rate (and optional bike) sensor. */
export { simulateActivity, simulatedActivitySamples } from './simulated-activity.js';
export { SimulatedSensor, type SimulationProfile } from './simulated-stream.js';
