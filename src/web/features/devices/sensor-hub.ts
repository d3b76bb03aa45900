/**
 * One sensor connection: which driver is in use, its status and last reading, and a reading
 * stream that follows driver changes. The app's own hub sits in SensorProvider above the routes
 * (so it survives navigation); class mode creates one per participant.
 */
import type { SimulatedScenario } from '../../../common/simulation';
import { knownBluetoothDevices } from './known-devices';
import {
  DISCONNECTED_STATUS,
  type SensorDriver,
  type SensorReading,
  type SensorStatus,
} from './sensor-driver';
import { browserBluetooth } from './web-bluetooth-types';

export interface SimulatedSensorOptions {
  scenario?: SimulatedScenario;
  /** The patient's target band: 'exceeds-target' climbs above it, 'steady' sits inside. */
  targetHighBpm?: number;
  targetLowBpm?: number;
  restingHr?: number;
  hrMaxBpm?: number;
}

export interface SensorSnapshot {
  status: SensorStatus;
  lastReading: SensorReading | null;
}

export class SensorHub {
  private driver: SensorDriver | null = null;
  private unsubscribeDriver: (() => void) | null = null;
  private snapshot: SensorSnapshot = { status: DISCONNECTED_STATUS, lastReading: null };
  private readonly listeners = new Set<() => void>();
  private readonly readingListeners = new Set<(reading: SensorReading) => void>();

  getSnapshot = (): SensorSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Readings from whichever driver is in use now or later. */
  onReading = (listener: (reading: SensorReading) => void): (() => void) => {
    this.readingListeners.add(listener);
    return () => this.readingListeners.delete(listener);
  };

  /**
   * Opens the browser's device chooser; must run inside a click (Chrome keeps the gesture for
   * a few seconds, enough for the driver's chunk to load). Drivers load on first use, so the
   * parsers and the simulator stay out of the app's first download.
   */
  async connectBluetooth(): Promise<void> {
    const bluetooth = browserBluetooth();
    if (!bluetooth) throw new Error('Web Bluetooth is not available');
    const { WebBluetoothDriver } = await import('./web-bluetooth-driver');
    return this.use(new WebBluetoothDriver(bluetooth));
  }

  /**
   * Reconnects a device the browser already let this site use (`SensorStatus.deviceId`), with
   * no chooser. False when the browser does not know it (any more): open the chooser instead,
   * with `connectBluetooth()`. Rejects, like that one, when the device cannot be reached.
   */
  async connectKnownBluetooth(deviceId: string): Promise<boolean> {
    const bluetooth = browserBluetooth();
    const device = (await knownBluetoothDevices(bluetooth)).find((d) => d.id === deviceId);
    if (!bluetooth || !device) return false;
    const { WebBluetoothDriver } = await import('./web-bluetooth-driver');
    await this.use(new WebBluetoothDriver(bluetooth, undefined, { device }));
    return true;
  }

  async connectSimulated(
    seed = randomSeed(),
    { scenario, targetHighBpm, targetLowBpm, restingHr, hrMaxBpm }: SimulatedSensorOptions = {},
  ): Promise<void> {
    const { SimulatedDriver } = await import('./simulated-driver');
    const profile = { restingHr, hrMaxBpm };
    return this.use(new SimulatedDriver({ seed, scenario, targetHighBpm, targetLowBpm, profile }));
  }

  async disconnect(): Promise<void> {
    await this.driver?.disconnect();
  }

  /** Replaces the current driver (disconnecting it) and connects the new one. */
  async use(driver: SensorDriver): Promise<void> {
    const previous = this.driver;
    this.unsubscribeDriver?.();
    this.driver = driver;
    const offStatus = driver.subscribeStatus(() => this.publish({ status: driver.getStatus() }));
    const offReading = driver.onReading((reading) => {
      this.publish({ lastReading: reading });
      for (const listener of this.readingListeners) listener(reading);
    });
    this.unsubscribeDriver = () => {
      offStatus();
      offReading();
    };
    this.publish({ status: driver.getStatus(), lastReading: null });
    await previous?.disconnect();
    await driver.connect();
  }

  private publish(patch: Partial<SensorSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
