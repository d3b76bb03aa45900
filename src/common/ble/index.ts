/** GATT byte parsers for the sensors Ritmo reads: pure functions of a DataView. */
export { parseBatteryLevel } from './battery.js';
export { BleParseError } from './ble-parse-error.js';
export * from './gatt-uuids.js';
export { parseHeartRateMeasurement } from './heart-rate.js';
export { parseIndoorBikeData } from './indoor-bike.js';
export { parseTreadmillData } from './treadmill.js';
