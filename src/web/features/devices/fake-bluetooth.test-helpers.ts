/**
 * In-memory Web Bluetooth devices for driver tests: notify hex packets, drop the link, refuse
 * connects, and (with a shared GattActivity) record how GATT operations of several devices
 * interleave.
 */
import { hexView } from '../../../common/ble/ble.test-helpers';
import type {
  BluetoothDeviceLike,
  BluetoothLike,
  GattCharacteristicLike,
  GattServerLike,
  GattServiceLike,
  RequestDeviceOptions,
} from './web-bluetooth-types';

/** Operations in flight across devices; each tracked operation spans a macrotask. */
export class GattActivity {
  active = 0;
  maxActive = 0;
  readonly log: string[] = [];

  async run<T>(label: string, work: () => T): Promise<T> {
    this.active++;
    this.maxActive = Math.max(this.maxActive, this.active);
    this.log.push(label);
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return work();
    } finally {
      this.active--;
    }
  }
}

export class FakeCharacteristic extends EventTarget implements GattCharacteristicLike {
  value: DataView | null = null;
  notifying = false;
  device: FakeDevice | null = null;
  constructor(private readonly readHex = '00') {
    super();
  }
  startNotifications() {
    return this.op('startNotifications', () => {
      this.notifying = true;
    });
  }
  /** Like Chrome: throws once the link is gone. */
  stopNotifications() {
    return this.op('stopNotifications', () => {
      if (!this.device?.gatt.connected) throw new Error('GATT Server is disconnected.');
      this.notifying = false;
    });
  }
  readValue() {
    return this.op('readValue', () => {
      this.value = hexView(this.readHex);
      return this.value;
    });
  }
  notify(hex: string): void {
    this.value = hexView(hex);
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }
  private op<T>(name: string, work: () => T): Promise<T> {
    return this.device ? this.device.op(name, work) : Promise.resolve().then(work);
  }
}

export class FakeDevice extends EventTarget implements BluetoothDeviceLike {
  readonly gatt: GattServerLike;
  /** GATT connects that fail before one succeeds (a sensor out of range). */
  failingConnects = 0;
  /** The error those connects fail with. */
  connectError = () => new Error('GATT connect failed');
  connectCalls = 0;
  serviceLookups = 0;
  activity: GattActivity | null = null;
  /** Set to make the device offer `watchAdvertisements` (Chrome's permissions backend). */
  watchAdvertisements?: (options?: { signal?: AbortSignal }) => Promise<void>;
  private linkUp = false;

  constructor(
    readonly name: string,
    readonly characteristics: Map<number, Map<number, FakeCharacteristic>>,
    readonly id = 'fake-device',
  ) {
    super();
    const device = this;
    const server: GattServerLike = {
      get connected() {
        return device.linkUp;
      },
      connect: () =>
        this.op('connect', () => {
          device.connectCalls++;
          if (device.failingConnects > 0) {
            device.failingConnects--;
            throw device.connectError();
          }
          device.linkUp = true;
          return server;
        }),
      disconnect() {
        device.dropLink();
      },
      getPrimaryService: (service) =>
        this.op('getPrimaryService', (): GattServiceLike => {
          device.serviceLookups++;
          const found = device.characteristics.get(service);
          if (!found) throw new Error(`No service ${service}`);
          for (const characteristic of found.values()) characteristic.device = device;
          return {
            getCharacteristic: (uuid) =>
              this.op('getCharacteristic', () => {
                const characteristic = found.get(uuid);
                if (!characteristic) throw new Error(`No characteristic ${uuid}`);
                return characteristic;
              }),
          };
        }),
    };
    this.gatt = server;
  }

  /** Runs a GATT operation, through `activity` when a test tracks interleaving. */
  op<T>(name: string, work: () => T): Promise<T> {
    if (this.activity) return this.activity.run(`${this.id} ${name}`, work);
    return Promise.resolve().then(work);
  }

  dropLink(): void {
    if (!this.linkUp) return;
    this.linkUp = false;
    this.dispatchEvent(new Event('gattserverdisconnected'));
  }
}

export function fakeBluetooth(device: FakeDevice | null, { known }: { known?: FakeDevice[] } = {}) {
  const requests: RequestDeviceOptions[] = [];
  const bluetooth: BluetoothLike = {
    async requestDevice(options) {
      requests.push(options);
      if (!device) {
        const cancelled = new Error('User cancelled the requestDevice() chooser.');
        cancelled.name = 'NotFoundError';
        throw cancelled;
      }
      return device;
    },
  };
  if (known) bluetooth.getDevices = async () => known;
  return { bluetooth, requests };
}
