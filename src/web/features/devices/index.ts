/** What other features use from devices: the provider above the routes and the sensor hooks. */
// Straight from the module, not the simulation index: keeps the simulator out of the first load.
export { SIMULATED_SCENARIOS, type SimulatedScenario } from '../../../common/simulation/scenarios';
export type { BluetoothSupport } from './bluetooth-support';
export {
  type Freshness,
  freshnessOf,
  NO_SIGNAL_AFTER_MS,
  STALE_AFTER_MS,
} from './freshness';
export { knownBluetoothDevices } from './known-devices';
export { SensorProvider, useSensorHub, useSensorStatus } from './sensor-context';
export {
  CONNECTION_REFUSED,
  NO_DEVICE_CHOSEN,
  type SensorReading,
  type SensorStatus,
} from './sensor-driver';
export { SensorHub, type SensorSnapshot, type SimulatedSensorOptions } from './sensor-hub';
export { SensorStatusLine } from './sensor-status-line';
export { useBluetoothSupport } from './use-bluetooth-support';
