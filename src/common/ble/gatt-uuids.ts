/**
 * 16-bit Bluetooth SIG assigned numbers for the services and characteristics Ritmo reads.
 * Web Bluetooth accepts these numbers directly in `filters`, `optionalServices` and lookups.
 */

export const HEART_RATE_SERVICE = 0x180d;
export const FITNESS_MACHINE_SERVICE = 0x1826;
export const BATTERY_SERVICE = 0x180f;
export const DEVICE_INFORMATION_SERVICE = 0x180a;

export const HEART_RATE_MEASUREMENT = 0x2a37;
export const BODY_SENSOR_LOCATION = 0x2a38;
export const INDOOR_BIKE_DATA = 0x2ad2;
export const TREADMILL_DATA = 0x2acd;
export const BATTERY_LEVEL = 0x2a19;
export const MANUFACTURER_NAME_STRING = 0x2a29;
export const MODEL_NUMBER_STRING = 0x2a24;

/** Every service a Ritmo sensor connection may touch; Web Bluetooth needs them listed up front. */
export const RITMO_SERVICES = [
  HEART_RATE_SERVICE,
  FITNESS_MACHINE_SERVICE,
  BATTERY_SERVICE,
  DEVICE_INFORMATION_SERVICE,
] as const;
