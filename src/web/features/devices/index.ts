/** What other features use from devices: the provider above the routes and the sensor hooks. */
export {
  type SensorApi,
  SensorProvider,
  useSensor,
  useSensorHub,
  useSensorStatus,
} from './sensor-context';
export type {
  ConnectionState,
  SensorKind,
  SensorReading,
  SensorStatus,
} from './sensor-driver';
export type { SensorHub, SensorSnapshot } from './sensor-hub';
export { SensorStatusLine } from './sensor-status-line';
