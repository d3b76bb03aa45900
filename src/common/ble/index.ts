/** GATT byte parsers for the sensors Ritmo reads: pure functions of a DataView. */
export { parseBatteryLevel } from './battery.js';
export { BLE_PARSE_ERROR_CODES, BleParseError, type BleParseErrorCode } from './ble-parse-error.js';
export { parseDeviceInfoString } from './device-information.js';
export type { FitnessMachineReading } from './fitness-machine.js';
export * from './gatt-uuids.js';
export {
  BODY_SENSOR_LOCATIONS,
  type BodySensorLocation,
  type HeartRateMeasurement,
  parseBodySensorLocation,
  parseHeartRateMeasurement,
  type SensorContact,
} from './heart-rate.js';
export { type IndoorBikeData, parseIndoorBikeData } from './indoor-bike.js';
export { parseTreadmillData, type TreadmillData } from './treadmill.js';
