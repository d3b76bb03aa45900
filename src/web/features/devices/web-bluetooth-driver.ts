/**
 * Web Bluetooth sensor: a heart-rate strap (0x180D) or a fitness machine (0x1826, indoor bike
 * or treadmill), with its battery level. A lost link is retried on the backoff schedule until
 * the user disconnects; a packet that fails to parse is dropped and counted.
 */
import {
  BATTERY_LEVEL,
  BATTERY_SERVICE,
  BleParseError,
  DEVICE_INFORMATION_SERVICE,
  FITNESS_MACHINE_SERVICE,
  HEART_RATE_SERVICE,
  parseBatteryLevel,
} from '../../../common/ble';
import { type Clock, systemClock } from '../../lib/clock';
import { DriverCore } from './driver-core';
import { MEASUREMENT_CHARACTERISTICS, readingFromNotification } from './gatt-readings';
import { NO_DEVICE_CHOSEN, type SensorDriver, type SensorKind } from './sensor-driver';
import type {
  BluetoothDeviceLike,
  BluetoothLike,
  GattCharacteristicLike,
  GattServerLike,
  RequestDeviceOptions,
} from './web-bluetooth-types';

/** Every service used must be listed up front, or Chrome refuses to hand it out later. */
const REQUEST_DEVICE_OPTIONS: RequestDeviceOptions = {
  filters: [{ services: [HEART_RATE_SERVICE] }, { services: [FITNESS_MACHINE_SERVICE] }],
  optionalServices: [BATTERY_SERVICE, DEVICE_INFORMATION_SERVICE],
};

/** A GATT connect to a device out of range can hang; give up and let the backoff retry. */
const GATT_TIMEOUT_MS = 20_000;

export class WebBluetoothDriver implements SensorDriver {
  private readonly core: DriverCore;
  private device: BluetoothDeviceLike | null = null;
  /** Removes the notification listeners of the current GATT connection. */
  private cleanups: (() => void)[] = [];
  private userDisconnected = false;

  constructor(
    private readonly bluetooth: BluetoothLike,
    clock: Clock = systemClock,
  ) {
    this.core = new DriverCore(clock);
  }

  getStatus = () => this.core.getStatus();
  subscribeStatus = (listener: () => void) => this.core.subscribeStatus(listener);
  onReading: SensorDriver['onReading'] = (listener) => this.core.onReading(listener);

  async connect(): Promise<void> {
    this.userDisconnected = false;
    this.core.apply({ type: 'connect' });
    try {
      const device = await this.bluetooth.requestDevice(REQUEST_DEVICE_OPTIONS);
      this.forgetDevice();
      this.device = device;
      device.addEventListener('gattserverdisconnected', this.onLinkLost);
      this.core.update({ deviceName: device.name || device.id, droppedPackets: 0 });
      await this.openGatt();
      this.core.apply({ type: 'connected' });
    } catch (error) {
      this.removeListeners();
      this.device?.gatt?.disconnect();
      this.core.apply({ type: 'connect-failed', error: errorMessage(error) });
      throw error;
    }
  }

  async disconnect(): Promise<void> {
    this.userDisconnected = true;
    this.removeListeners();
    this.core.apply({ type: 'disconnect' });
    const device = this.device;
    this.forgetDevice();
    // Fires gattserverdisconnected, which the flag above and the removed listener ignore.
    if (device?.gatt?.connected) device.gatt.disconnect();
  }

  private readonly onLinkLost = () => {
    if (this.userDisconnected) return;
    this.removeListeners();
    this.core.linkLost(() => this.openGatt());
  };

  private forgetDevice(): void {
    this.device?.removeEventListener('gattserverdisconnected', this.onLinkLost);
    this.device = null;
  }

  /** Connects GATT and subscribes; used for the first connect and for every retry. */
  private async openGatt(): Promise<void> {
    const gatt = this.device?.gatt;
    if (!gatt) throw new Error('This device offers no GATT server');
    this.removeListeners();
    const server = await this.withTimeout(gatt.connect());
    if (this.userDisconnected) {
      server.disconnect();
      throw new Error('Disconnected by the user');
    }
    const kind = await this.withTimeout(this.subscribeMeasurement(server));
    this.core.update({ kind });
    await this.withTimeout(this.readBattery(server));
  }

  private async subscribeMeasurement(server: GattServerLike): Promise<SensorKind> {
    for (const { service, characteristic, kind } of MEASUREMENT_CHARACTERISTICS) {
      const found = await server
        .getPrimaryService(service)
        .then((s) => s.getCharacteristic(characteristic))
        .catch(() => null);
      if (!found) continue;
      this.listen(found, (view) => {
        this.core.emit(readingFromNotification(characteristic, view, this.core.clock.now()));
      });
      await found.startNotifications();
      return kind;
    }
    throw new Error('This device has no heart-rate or fitness-machine data');
  }

  /** Battery is optional: many straps have it, some do not notify changes. */
  private async readBattery(server: GattServerLike): Promise<void> {
    try {
      const service = await server.getPrimaryService(BATTERY_SERVICE);
      const level = await service.getCharacteristic(BATTERY_LEVEL);
      this.core.update({ batteryPct: parseBatteryLevel(await level.readValue()) });
      this.listen(level, (view) => this.core.update({ batteryPct: parseBatteryLevel(view) }));
      await level.startNotifications().catch(() => undefined);
    } catch {
      // No battery service, or its value was malformed: leave the level unknown.
    }
  }

  /** Feeds each notification's DataView to `handle`; a BleParseError drops the packet. */
  private listen(characteristic: GattCharacteristicLike, handle: (view: DataView) => void): void {
    const onValue = (event: Event) => {
      const view = (event.target as GattCharacteristicLike | null)?.value;
      if (!view) return;
      try {
        handle(view);
      } catch (error) {
        if (!(error instanceof BleParseError)) throw error;
        this.core.countDroppedPacket();
      }
    };
    characteristic.addEventListener('characteristicvaluechanged', onValue);
    this.cleanups.push(() =>
      characteristic.removeEventListener('characteristicvaluechanged', onValue),
    );
  }

  private removeListeners(): void {
    for (const cleanup of this.cleanups) cleanup();
    this.cleanups = [];
  }

  private withTimeout<T>(work: Promise<T>): Promise<T> {
    const { clock } = this.core;
    return new Promise<T>((resolve, reject) => {
      const timer = clock.setTimeout(
        () => reject(new Error('The sensor did not answer in time')),
        GATT_TIMEOUT_MS,
      );
      work.then(
        (value) => {
          clock.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'NotFoundError') return NO_DEVICE_CHOSEN;
  return error instanceof Error ? error.message : String(error);
}
