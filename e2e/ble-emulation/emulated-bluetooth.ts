/**
 * Real Web Bluetooth under test: Chromium's own Bluetooth emulation (CDP `BluetoothEmulation`,
 * browser target) stands up peripherals, and CDP `DeviceAccess` (page target) answers the
 * chooser, so the app's real driver (web-bluetooth-driver.ts, the GATT queue, reconnects) runs
 * against the browser's real `navigator.bluetooth`. No stub; nothing in the app changes.
 *
 * The emulation hands every connection, discovery, read and subscribe to us, and each must be
 * answered (an unanswered one hangs until the driver's GATT timeout): this harness answers
 * them from its model of each peripheral, and refuses connections of a peripheral set so.
 *
 * Readings: CDP has no command to push a notification. Instead the harness sets the value a
 * read will answer and calls `readValue()` on the characteristic from the page (found through
 * `navigator.bluetooth.getDevices()`, which hands back the very objects the driver holds). Per
 * the Web Bluetooth spec a read's value also fires `characteristicvaluechanged`, so the bytes
 * reach the driver's notification listener, its parser and the recording exactly as a
 * notification would. No test seam in the app was needed.
 *
 * Needs `--enable-experimental-web-platform-features` (see BLE_EMULATION_USE).
 */
import type { CDPSession, LaunchOptions, Page } from '@playwright/test';
import type { BluetoothLike } from '../../src/web/features/devices/web-bluetooth-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import {
  CCCD,
  type CharacteristicRole,
  hexToBase64,
  LAYOUTS,
  MEASUREMENT_OF,
  type PeripheralKind,
} from './peripherals';

/** For `test.use(...)`: Chromium with Web Bluetooth and its emulation turned on. */
export const BLE_EMULATION_USE: { launchOptions: LaunchOptions } = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--enable-experimental-web-platform-features',
      '--enable-features=WebBluetooth,WebBluetoothNewPermissionsBackend',
    ],
  },
};

/**
 * HCI 0x0D "Connection Rejected due to Limited Resources": what a central out of link slots
 * answers. Any non-zero code fails `gatt.connect()` the same way in this Chromium.
 */
export const HCI_REJECTED_LIMITED_RESOURCES = 0x0d;
/** HCI 0x04 "Page Timeout": the peripheral did not answer (out of range). */
export const HCI_PAGE_TIMEOUT = 0x04;

export class EmulatedPeripheral {
  /** What a read of each role answers, as hex. */
  readonly values = new Map<CharacteristicRole, string>();
  /** 0 accepts a GATT connection; otherwise the HCI error it is answered with. */
  connectionAnswer = 0;
  readonly asked = { connection: 0, discovery: 0, subscribe: 0 };
  constructor(
    readonly address: string,
    readonly name: string,
    readonly kind: PeripheralKind,
  ) {}
}

export class EmulatedBluetooth {
  private readonly peripherals = new Map<string, EmulatedPeripheral>();
  /** characteristicId → whose and which one (ids change each time services are added). */
  private readonly characteristics = new Map<
    string,
    { peripheral: EmulatedPeripheral; role: CharacteristicRole }
  >();
  private wanted: string | null = null;
  private readonly answeredPrompts = new Set<string>();

  private constructor(
    private readonly page: Page,
    private readonly browserCdp: CDPSession,
    private readonly pageCdp: CDPSession,
  ) {}

  /** Turns the emulated adapter on for this page's browser; call `stop()` when done. */
  static async start(page: Page): Promise<EmulatedBluetooth> {
    const browser = page.context().browser();
    if (!browser) throw new Error('Bluetooth emulation needs a launched browser');
    const ble = new EmulatedBluetooth(
      page,
      await browser.newBrowserCDPSession(),
      await page.context().newCDPSession(page),
    );
    ble.listen();
    await ble.browserCdp.send('BluetoothEmulation.enable', {
      state: 'powered-on',
      leSupported: true,
    });
    await ble.pageCdp.send('DeviceAccess.enable');
    return ble;
  }

  async stop(): Promise<void> {
    await this.browserCdp.send('BluetoothEmulation.disable').catch(() => undefined);
    await this.browserCdp.detach().catch(() => undefined);
  }

  /** A peripheral in range, known to the adapter (listed in the chooser), with its services. */
  async add(
    kind: PeripheralKind,
    address: string,
    name: string,
    values: Partial<Record<CharacteristicRole, string>> = {},
  ): Promise<EmulatedPeripheral> {
    const peripheral = new EmulatedPeripheral(address, name, kind);
    for (const [role, hex] of Object.entries(values)) {
      peripheral.values.set(role as CharacteristicRole, hex);
    }
    this.peripherals.set(address, peripheral);
    await this.standUp(peripheral);
    return peripheral;
  }

  /**
   * The page was reloaded: Chromium drops the emulated adapter with the page that enabled it, so
   * it is enabled again with every peripheral in range (new services, as after a link loss). The
   * same harness goes on answering the page's choosers: a second one would answer each twice.
   */
  async reloaded(): Promise<void> {
    this.characteristics.clear();
    // Still "enabled" by its own account, though it no longer knows the peripherals: reset whole.
    await this.browserCdp.send('BluetoothEmulation.disable');
    await this.browserCdp.send('BluetoothEmulation.enable', {
      state: 'powered-on',
      leSupported: true,
    });
    for (const peripheral of this.peripherals.values()) await this.standUp(peripheral);
  }

  private async standUp(peripheral: EmulatedPeripheral): Promise<void> {
    await this.browserCdp.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
      address: peripheral.address,
      name: peripheral.name,
      manufacturerData: [],
      knownServiceUuids: LAYOUTS[peripheral.kind].map((s) => s.uuid),
    });
    await this.addServices(peripheral);
  }

  /** The next chooser the page opens picks this peripheral. */
  choose(peripheral: EmulatedPeripheral): void {
    this.wanted = peripheral.address;
  }

  /**
   * The peripheral's measurement characteristic "notifies" `hex`: the page reads it, and the
   * read's characteristicvaluechanged reaches the driver. False when the page could not read
   * it (not connected, or services not yet discovered again).
   */
  notify(peripheral: EmulatedPeripheral, hex: string): Promise<boolean> {
    peripheral.values.set('measurement', hex);
    return this.readInPage(peripheral, MEASUREMENT_OF[peripheral.kind]);
  }

  /** The strap's battery reports a new level (percent). */
  setBattery(peripheral: EmulatedPeripheral, pct: number): Promise<boolean> {
    peripheral.values.set('battery', pct.toString(16).padStart(2, '0'));
    return this.readInPage(peripheral, { service: 0x180f, characteristic: 0x2a19 });
  }

  /**
   * Every GATT connection to it is answered "rejected, limited resources" (HCI 0x0D), as a
   * central holding all the links it can answers one strap too many: the browser here has no
   * link limit of its own to reach (bench/ble-emulation held 20 at once).
   */
  refuseConnections(peripheral: EmulatedPeripheral): void {
    peripheral.connectionAnswer = HCI_REJECTED_LIMITED_RESOURCES;
  }

  /** The link drops and the peripheral stays away: reconnects fail until `backInRange`. */
  async outOfRange(peripheral: EmulatedPeripheral): Promise<void> {
    peripheral.connectionAnswer = HCI_PAGE_TIMEOUT;
    await this.browserCdp.send('BluetoothEmulation.simulateGATTDisconnection', {
      address: peripheral.address,
    });
  }

  /**
   * The peripheral is heard again. A GATT disconnection drops the services the emulation held,
   * as a real link loss invalidates them, so they are added anew (new ids): the driver must
   * discover them again to get its readings back.
   */
  async backInRange(peripheral: EmulatedPeripheral): Promise<void> {
    await this.addServices(peripheral);
    peripheral.connectionAnswer = 0;
  }

  private async addServices(peripheral: EmulatedPeripheral): Promise<void> {
    const { address } = peripheral;
    for (const service of LAYOUTS[peripheral.kind]) {
      const { serviceId } = await this.browserCdp.send('BluetoothEmulation.addService', {
        address,
        serviceUuid: service.uuid,
      });
      for (const { role, uuid, notify } of service.characteristics) {
        const { characteristicId } = await this.browserCdp.send(
          'BluetoothEmulation.addCharacteristic',
          { serviceId, characteristicUuid: uuid, properties: { read: true, notify } },
        );
        this.characteristics.set(characteristicId, { peripheral, role });
        if (notify) {
          await this.browserCdp.send('BluetoothEmulation.addDescriptor', {
            characteristicId,
            descriptorUuid: CCCD,
          });
        }
      }
    }
  }

  private readInPage(
    peripheral: EmulatedPeripheral,
    target: { service: number; characteristic: number },
  ): Promise<boolean> {
    return this.page.evaluate(
      async ({ name, service, characteristic }) => {
        try {
          const { bluetooth } = navigator as Navigator & { bluetooth: Required<BluetoothLike> };
          const devices = await bluetooth.getDevices();
          const device = devices.find((d) => d.name === name);
          if (!device?.gatt?.connected) return false;
          const found = await device.gatt.getPrimaryService(service);
          await (await found.getCharacteristic(characteristic)).readValue();
          return true;
        } catch {
          return false;
        }
      },
      { name: peripheral.name, ...target },
    );
  }

  private listen(): void {
    const { browserCdp, pageCdp } = this;
    browserCdp.on('BluetoothEmulation.gattOperationReceived', ({ address, type }) => {
      const peripheral = this.peripherals.get(address);
      if (peripheral) peripheral.asked[type]++;
      const code = type === 'connection' ? (peripheral?.connectionAnswer ?? 0) : 0;
      void browserCdp
        .send('BluetoothEmulation.simulateGATTOperationResponse', { address, type, code })
        .catch(() => undefined);
    });
    browserCdp.on('BluetoothEmulation.characteristicOperationReceived', (e) => {
      const known = this.characteristics.get(e.characteristicId);
      if (known && e.type === 'subscribe-to-notifications') known.peripheral.asked.subscribe++;
      const hex = e.type === 'read' ? (known?.peripheral.values.get(known.role) ?? '00') : null;
      void browserCdp
        .send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
          characteristicId: e.characteristicId,
          type: e.type,
          code: 0,
          ...(hex === null ? {} : { data: hexToBase64(hex) }),
        })
        .catch(() => undefined);
    });
    browserCdp.on('BluetoothEmulation.descriptorOperationReceived', (e) => {
      void browserCdp
        .send('BluetoothEmulation.simulateDescriptorOperationResponse', {
          descriptorId: e.descriptorId,
          type: e.type,
          code: 0,
          ...(e.type === 'read' ? { data: hexToBase64('00 00') } : {}),
        })
        .catch(() => undefined);
    });
    pageCdp.on('DeviceAccess.deviceRequestPrompted', ({ id, devices }) => {
      const pick = devices.find((d) => d.id === this.wanted);
      // Once per prompt: the prompt is announced again as devices come and go, and a second
      // selectPrompt for one prompt crashes this Chromium's browser process.
      if (!pick || this.answeredPrompts.has(id)) return;
      this.answeredPrompts.add(id);
      void pageCdp.send('DeviceAccess.selectPrompt', { id, deviceId: pick.id });
    });
  }
}
