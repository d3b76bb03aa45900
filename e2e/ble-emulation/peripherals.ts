/**
 * The GATT layouts the emulated peripherals offer: a standard heart-rate strap (Heart Rate
 * 0x180D with Measurement 0x2A37 and Body Sensor Location 0x2A38, Battery 0x180F / 0x2A19) and
 * an FTMS indoor bike (0x1826 with Indoor Bike Data 0x2AD2 and Fitness Machine Feature 0x2ACC).
 * UUIDs and byte layouts: /work/shared/spec/ble-vectors.md.
 *
 * Measurement characteristics are `read` as well as `notify`: CDP has no command to push a
 * notification, and a `readValue()` fires `characteristicvaluechanged` through the same path
 * a notification takes (see emulated-bluetooth.ts). Real straps' 0x2A37 is notify-only; the
 * driver never reads it, so the extra property changes nothing it does.
 */

/** A characteristic's part in the journeys: what the harness answers its reads with. */
export type CharacteristicRole = 'measurement' | 'battery' | 'location' | 'feature';

export interface CharacteristicLayout {
  role: CharacteristicRole;
  uuid: string;
  notify: boolean;
}

export interface ServiceLayout {
  uuid: string;
  characteristics: CharacteristicLayout[];
}

export type PeripheralKind = 'strap' | 'bike';

/** 16-bit SIG UUID → the full 128-bit form CDP wants. */
export const sigUuid = (short: number): string =>
  `0000${short.toString(16).padStart(4, '0')}-0000-1000-8000-00805f9b34fb`;

/** Client Characteristic Configuration: without it startNotifications() is "Not supported". */
export const CCCD = sigUuid(0x2902);

export const HEART_RATE_SERVICE = 0x180d;
export const HEART_RATE_MEASUREMENT = 0x2a37;
export const BODY_SENSOR_LOCATION = 0x2a38;
export const BATTERY_SERVICE = 0x180f;
export const BATTERY_LEVEL = 0x2a19;
export const FITNESS_MACHINE_SERVICE = 0x1826;
export const INDOOR_BIKE_DATA = 0x2ad2;
export const FITNESS_MACHINE_FEATURE = 0x2acc;

const STRAP: ServiceLayout[] = [
  {
    uuid: sigUuid(HEART_RATE_SERVICE),
    characteristics: [
      { role: 'measurement', uuid: sigUuid(HEART_RATE_MEASUREMENT), notify: true },
      { role: 'location', uuid: sigUuid(BODY_SENSOR_LOCATION), notify: false },
    ],
  },
  {
    uuid: sigUuid(BATTERY_SERVICE),
    characteristics: [{ role: 'battery', uuid: sigUuid(BATTERY_LEVEL), notify: true }],
  },
];

const BIKE: ServiceLayout[] = [
  {
    uuid: sigUuid(FITNESS_MACHINE_SERVICE),
    characteristics: [
      { role: 'measurement', uuid: sigUuid(INDOOR_BIKE_DATA), notify: true },
      { role: 'feature', uuid: sigUuid(FITNESS_MACHINE_FEATURE), notify: false },
    ],
  },
];

export const LAYOUTS: Record<PeripheralKind, ServiceLayout[]> = { strap: STRAP, bike: BIKE };

/** Where the page finds a peripheral's measurement characteristic. */
export const MEASUREMENT_OF: Record<PeripheralKind, { service: number; characteristic: number }> = {
  strap: { service: HEART_RATE_SERVICE, characteristic: HEART_RATE_MEASUREMENT },
  bike: { service: FITNESS_MACHINE_SERVICE, characteristic: INDOOR_BIKE_DATA },
};

/** Bytes as hex ("18 4B 10 00") → base64, as CDP's `binary` wants. */
export const hexToBase64 = (hex: string): string =>
  Buffer.from(
    hex
      .split(/\s+/)
      .filter(Boolean)
      .map((b) => Number.parseInt(b, 16)),
  ).toString('base64');

/** A Heart Rate Measurement: uint8 HR with one RR interval in 1/1024 s (flags 0x10). */
export function heartRatePacket(bpm: number): string {
  const rr = Math.round((60 / bpm) * 1024);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `10 ${hex(bpm)} ${hex(rr & 0xff)} ${hex(rr >> 8)}`;
}
