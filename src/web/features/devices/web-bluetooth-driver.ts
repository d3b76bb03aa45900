/**
 * Web Bluetooth sensor: a heart-rate strap (0x180D) or a fitness machine (0x1826, indoor bike
 * or treadmill), with its battery level. Every GATT call goes through the page-wide GATT queue
 * (several straps at once in class mode). A lost link is retried on the backoff schedule,
 * discovering services again each time, until the user disconnects; a packet that fails to
 * parse is dropped and counted.
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
import { errorCode, refusalOf } from './connection-errors';
import { DriverCore } from './driver-core';
import { queueGattOperation } from './gatt-queue';
import { MEASUREMENT_CHARACTERISTICS, readingFromNotification } from './gatt-readings';
import { waitForAdvertisement } from './known-devices';
import { CONNECTION_REFUSED, type SensorDriver, type SensorKind } from './sensor-driver';
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

export interface WebBluetoothDriverOptions {
  /** A device the browser already knows (`knownBluetoothDevices()`): no chooser is shown. */
  device?: BluetoothDeviceLike;
}

export class WebBluetoothDriver implements SensorDriver {
  private readonly core: DriverCore;
  private device: BluetoothDeviceLike | null = null;
  /** Removes the notification listeners of the current GATT connection. */
  private cleanups: (() => void)[] = [];
  /** Characteristics notifying on the current GATT connection. */
  private notifying: GattCharacteristicLike[] = [];
  private userDisconnected = false;

  constructor(
    private readonly bluetooth: BluetoothLike,
    clock: Clock = systemClock,
    private readonly options: WebBluetoothDriverOptions = {},
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
      const known = this.options.device;
      const device = known ?? (await this.bluetooth.requestDevice(REQUEST_DEVICE_OPTIONS));
      this.forgetDevice();
      this.device = device;
      device.addEventListener('gattserverdisconnected', this.onLinkLost);
      const deviceName = device.name || device.id;
      this.core.update({ deviceName, deviceId: device.id, droppedPackets: 0 });
      if (known) await waitForAdvertisement(known, this.core.clock);
      await this.openGatt();
      this.core.apply({ type: 'connected' });
    } catch (error) {
      this.removeListeners();
      this.device?.gatt?.disconnect();
      this.core.apply({ type: 'connect-failed', error: errorCode(error) });
      throw error;
    }
  }

  async disconnect(): Promise<void> {
    this.userDisconnected = true;
    const notifying = this.notifying;
    this.removeListeners();
    this.core.apply({ type: 'disconnect' });
    const device = this.device;
    this.forgetDevice();
    const gatt = device?.gatt;
    if (!gatt?.connected) return;
    // Throws when the link has just dropped, which is as good as stopped.
    const stops = notifying.map((c) => this.gattCall(async () => c.stopNotifications?.()));
    await Promise.allSettled(stops);
    // Fires gattserverdisconnected, which the flag above and the removed listener ignore. Not
    // when connect() took the same device back meanwhile.
    if (this.device !== device) gatt.disconnect();
  }

  /** Services and characteristics die with the link: the retry (openGatt) discovers anew. */
  private readonly onLinkLost = () => {
    if (this.userDisconnected) return;
    this.removeListeners();
    this.core.linkLost(
      () => this.openGatt(),
      // Only a refusal is worth showing while retrying: the user can do something about it.
      (error) => (errorCode(error) === CONNECTION_REFUSED ? CONNECTION_REFUSED : null),
    );
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
    const server = await this.gattCall(() => gatt.connect()).catch((error: unknown) => {
      throw refusalOf(error);
    });
    if (this.userDisconnected) {
      server.disconnect();
      throw new Error('Disconnected by the user');
    }
    this.core.update({ kind: await this.subscribeMeasurement(server) });
    await this.readBattery(server);
  }

  private async subscribeMeasurement(server: GattServerLike): Promise<SensorKind> {
    for (const { service, characteristic, kind } of MEASUREMENT_CHARACTERISTICS) {
      const found = await this.gattCall(() => server.getPrimaryService(service))
        .then((s) => this.gattCall(() => s.getCharacteristic(characteristic)))
        .catch(() => null);
      if (!found) continue;
      this.listen(found, (view) => {
        this.core.emit(readingFromNotification(characteristic, view, this.core.clock.now()));
      });
      await this.gattCall(() => found.startNotifications());
      this.notifying.push(found);
      return kind;
    }
    throw new Error('This device has no heart-rate or fitness-machine data');
  }

  /** Battery is optional: many straps have it, some do not notify changes. */
  private async readBattery(server: GattServerLike): Promise<void> {
    try {
      const service = await this.gattCall(() => server.getPrimaryService(BATTERY_SERVICE));
      const level = await this.gattCall(() => service.getCharacteristic(BATTERY_LEVEL));
      this.core.update({
        batteryPct: parseBatteryLevel(await this.gattCall(() => level.readValue())),
      });
      this.listen(level, (view) => this.core.update({ batteryPct: parseBatteryLevel(view) }));
      await this.gattCall(() => level.startNotifications());
      this.notifying.push(level);
    } catch {
      // No battery service, no notifications, or a malformed value: keep what is known.
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
    this.notifying = [];
  }

  private gattCall<T>(operation: () => Promise<T>): Promise<T> {
    return queueGattOperation(operation, this.core.clock);
  }
}
