import { describe, expect, it } from 'vitest';
import * as uuids from './gatt-uuids.js';

describe('GATT UUIDs', () => {
  it('are the Bluetooth SIG assigned numbers Ritmo uses', () => {
    expect(uuids.HEART_RATE_SERVICE).toBe(0x180d);
    expect(uuids.FITNESS_MACHINE_SERVICE).toBe(0x1826);
    expect(uuids.BATTERY_SERVICE).toBe(0x180f);
    expect(uuids.DEVICE_INFORMATION_SERVICE).toBe(0x180a);
    expect(uuids.HEART_RATE_MEASUREMENT).toBe(0x2a37);
    expect(uuids.INDOOR_BIKE_DATA).toBe(0x2ad2);
    expect(uuids.TREADMILL_DATA).toBe(0x2acd);
    expect(uuids.BATTERY_LEVEL).toBe(0x2a19);
    expect(uuids.BODY_SENSOR_LOCATION).toBe(0x2a38);
    expect(uuids.MANUFACTURER_NAME_STRING).toBe(0x2a29);
    expect(uuids.MODEL_NUMBER_STRING).toBe(0x2a24);
  });

  it('list every service for Web Bluetooth optionalServices', () => {
    expect(uuids.RITMO_SERVICES).toEqual([0x180d, 0x1826, 0x180f, 0x180a]);
  });
});
