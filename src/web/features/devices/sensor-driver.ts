/**
 * The one interface every sensor implements (Web Bluetooth, simulated, later a Capacitor BLE
 * adapter): connect, disconnect, a status to watch and a stream of timestamped readings.
 */

import type { DeviceKind } from '../../../common/schemas/activity';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** What a sensor is, as an activity stores it (`device.kind`); `manual` is not a sensor. */
export type SensorKind = Exclude<DeviceKind, 'manual'>;

/** One notification's worth of data; absent fields are simply not measured by this sensor. */
export interface SensorReading {
  /** Epoch ms when the reading arrived. */
  at: number;
  hr?: number;
  /** Ms between beats completed since the previous reading, oldest first. */
  rrIntervals?: number[];
  powerW?: number;
  cadenceRpm?: number;
  speedKmh?: number;
}

export interface SensorStatus {
  state: ConnectionState;
  /** Null until a device has been chosen. */
  deviceName: string | null;
  /** The browser's id of the Bluetooth device (for reconnecting without the chooser), else null. */
  deviceId: string | null;
  kind: SensorKind | null;
  /** 0–100, null when the sensor has no battery service. */
  batteryPct: number | null;
  /** Reconnect attempts since the link was lost (0 while connected). */
  reconnectAttempt: number;
  /** Packets that failed to parse and were dropped. */
  droppedPackets: number;
  /** Why the last connect failed (a message for the screen), null otherwise. */
  error: string | null;
}

export interface SensorDriver {
  getStatus(): SensorStatus;
  /** Called on every status change; returns the unsubscribe function. */
  subscribeStatus(listener: () => void): () => void;
  onReading(listener: (reading: SensorReading) => void): () => void;
  /** Resolves once connected; rejects when the device could not be reached or was not chosen. */
  connect(): Promise<void>;
  /** The user's disconnect: stops any reconnecting too. */
  disconnect(): Promise<void>;
}

export const DISCONNECTED_STATUS: SensorStatus = {
  state: 'disconnected',
  deviceName: null,
  deviceId: null,
  kind: null,
  batteryPct: null,
  reconnectAttempt: 0,
  droppedPackets: 0,
  error: null,
};

/** `SensorStatus.error` when Chrome's device chooser was closed without a choice. */
export const NO_DEVICE_CHOSEN = 'no-device-chosen';

/**
 * `SensorStatus.error` when the phone refused the GATT connection: Android allows only about
 * 6–7 at once, and a strap paired to another phone or app refuses too.
 */
export const CONNECTION_REFUSED = 'connection-refused';
