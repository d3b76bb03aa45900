/**
 * A stand-in for `navigator.bluetooth`, installed with page.addInitScript. It hands the real
 * driver a heart-rate strap with a battery, and lets a test push raw notification bytes, drop
 * the link and fail reconnects, through `window.__ble`. The Bluetooth journeys use Chromium's
 * emulated adapter instead (e2e/ble-emulation); this stays for bench/web's live-view
 * measurements, which push up to 400 packets a second, past what a CDP read round trip gives.
 */
import type { Page } from '@playwright/test';

export interface BleStubControls {
  /** Sends one Heart Rate Measurement notification, bytes as hex ("18 4B 10 00"). */
  notify(hex: string): void;
  /** The sensor goes out of range: gattserverdisconnected fires. */
  drop(): void;
  /** Makes the next `count` GATT connects fail. */
  failConnects(count: number): void;
  connectCalls(): number;
}

declare global {
  interface Window {
    __ble: BleStubControls;
  }
}

export async function installBleStub(page: Page, deviceName = 'Stub HRM'): Promise<void> {
  await page.addInitScript((name: string) => {
    const bytes = (hex: string) =>
      new DataView(
        new Uint8Array(
          hex
            .split(/\s+/)
            .filter(Boolean)
            .map((b) => Number.parseInt(b, 16)),
        ).buffer,
      );
    class Characteristic extends EventTarget {
      value: DataView | null = null;
      constructor(private readonly initial: string) {
        super();
      }
      async startNotifications() {
        return this;
      }
      async readValue() {
        this.value = bytes(this.initial);
        return this.value;
      }
      push(hex: string) {
        this.value = bytes(hex);
        this.dispatchEvent(new Event('characteristicvaluechanged'));
      }
    }
    const measurement = new Characteristic('00 48');
    const battery = new Characteristic('5A');
    const services = new Map([
      [0x180d, new Map([[0x2a37, measurement]])],
      [0x180f, new Map([[0x2a19, battery]])],
    ]);
    let linkUp = false;
    let failing = 0;
    let calls = 0;
    const device = new EventTarget() as EventTarget & { id: string; name: string; gatt: unknown };
    const gatt = {
      get connected() {
        return linkUp;
      },
      async connect() {
        calls++;
        if (failing > 0) {
          failing--;
          throw new DOMException('Connection failed', 'NetworkError');
        }
        linkUp = true;
        return gatt;
      },
      disconnect() {
        if (!linkUp) return;
        linkUp = false;
        device.dispatchEvent(new Event('gattserverdisconnected'));
      },
      async getPrimaryService(uuid: number) {
        const characteristics = services.get(uuid);
        if (!characteristics || !linkUp) throw new DOMException('No service', 'NotFoundError');
        return {
          async getCharacteristic(id: number) {
            const found = characteristics.get(id);
            if (!found) throw new DOMException('No characteristic', 'NotFoundError');
            return found;
          },
        };
      },
    };
    Object.assign(device, { id: 'stub-1', name, gatt });
    Object.defineProperty(navigator, 'bluetooth', {
      configurable: true,
      value: {
        getAvailability: async () => true,
        requestDevice: async () => device,
      },
    });
    window.__ble = {
      notify: (hex) => measurement.push(hex),
      drop: () => gatt.disconnect(),
      failConnects: (count) => {
        failing = count;
      },
      connectCalls: () => calls,
    };
  }, deviceName);
}
