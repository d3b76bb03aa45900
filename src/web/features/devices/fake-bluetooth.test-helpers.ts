/** An in-memory Web Bluetooth device for driver tests: notify hex packets, drop the link. */
import { hexView } from '../../../common/ble/ble.test-helpers';
import type {
  BluetoothLike,
  GattCharacteristicLike,
  GattServerLike,
  GattServiceLike,
  RequestDeviceOptions,
} from './web-bluetooth-types';

export class FakeCharacteristic extends EventTarget implements GattCharacteristicLike {
  value: DataView | null = null;
  notifying = false;
  constructor(private readonly readHex = '00') {
    super();
  }
  async startNotifications() {
    this.notifying = true;
  }
  async readValue() {
    this.value = hexView(this.readHex);
    return this.value;
  }
  notify(hex: string): void {
    this.value = hexView(hex);
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }
}

export class FakeDevice extends EventTarget {
  readonly gatt: GattServerLike;
  /** GATT connects that fail before one succeeds (a sensor out of range). */
  failingConnects = 0;
  connectCalls = 0;
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
      async connect() {
        device.connectCalls++;
        if (device.failingConnects > 0) {
          device.failingConnects--;
          throw new Error('GATT connect failed');
        }
        device.linkUp = true;
        return server;
      },
      disconnect() {
        device.dropLink();
      },
      async getPrimaryService(service): Promise<GattServiceLike> {
        const found = device.characteristics.get(service);
        if (!found) throw new Error(`No service ${service}`);
        return {
          async getCharacteristic(uuid) {
            const characteristic = found.get(uuid);
            if (!characteristic) throw new Error(`No characteristic ${uuid}`);
            return characteristic;
          },
        };
      },
    };
    this.gatt = server;
  }

  dropLink(): void {
    if (!this.linkUp) return;
    this.linkUp = false;
    this.dispatchEvent(new Event('gattserverdisconnected'));
  }
}

export function fakeBluetooth(device: FakeDevice | null) {
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
  return { bluetooth, requests };
}
