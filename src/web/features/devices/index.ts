/** What other features use from devices: the provider above the routes and the sensor hooks. */
export { SensorProvider, useSensorHub, useSensorStatus } from './sensor-context';
export type { SensorReading, SensorStatus } from './sensor-driver';
export type { SensorHub, SensorSnapshot } from './sensor-hub';
export { SensorStatusLine } from './sensor-status-line';
