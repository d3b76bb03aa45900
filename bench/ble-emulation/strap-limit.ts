/**
 * How many heart-rate straps can Chromium hold connected at once? Measured against Chromium's
 * own Bluetooth emulation (CDP `BluetoothEmulation`), with the device chooser answered through
 * CDP `DeviceAccess`. For N = 1, 2, ... up to MAX_STRAPS (or the first failure) it emulates one
 * more strap (0x180D / 0x2A37 notify), and in the page: requestDevice (chooser answered with
 * that strap), gatt.connect(), getPrimaryService, getCharacteristic, startNotifications. Every
 * GATT operation the emulation hands us is answered with success. After each step it records
 * whether every earlier strap is still connected, and what navigator.bluetooth.getDevices()
 * lists. Then it tries to push a notification value to the connected straps.
 *
 *   node --import tsx bench/ble-emulation/strap-limit.ts [maxStraps=20] [--json out.json]
 *
 * Env: TRACE=1 logs every CDP call and chooser prompt; ADVERTISE=1 also sends an advertisement
 * per strap; BT_FLAGS="..." replaces the two Web Bluetooth Chromium flags; NO_CCCD=1 leaves the
 * 0x2902 descriptor off the service re-added in the reconnect probe (startNotifications then
 * fails with "NotSupportedError: GATT Error: Not supported.").
 *
 * Standalone: a throwaway http server on 127.0.0.1 (a potentially trustworthy origin, so Web
 * Bluetooth is exposed), Debian's Chromium headless through Playwright. Touches nothing else.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.js';

const BLE_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // Web Bluetooth is off by default in this Linux build (navigator.bluetooth is undefined);
  // BT_FLAGS="..." (space-separated, may be empty) replaces these to try other flags.
  ...(process.env.BT_FLAGS !== undefined
    ? process.env.BT_FLAGS.split(' ').filter(Boolean)
    : [
        '--enable-experimental-web-platform-features',
        '--enable-features=WebBluetooth,WebBluetoothNewPermissionsBackend',
      ]),
];

const args = process.argv.slice(2);
const jsonIdx = args.indexOf('--json');
const jsonOut = jsonIdx >= 0 ? args[jsonIdx + 1] : undefined;
const MAX_STRAPS = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--json') ?? 20);
const STEP_TIMEOUT_MS = 20_000;

const HR_SERVICE = '0000180d-0000-1000-8000-00805f9b34fb';
const HR_MEASUREMENT = '00002a37-0000-1000-8000-00805f9b34fb';
const CCCD = '00002902-0000-1000-8000-00805f9b34fb';

const PAGE = `<!doctype html><meta charset="utf-8"><title>strap-limit</title>
<button id="go">connect</button>
<script>
  window.devices = [];
  window.chars = [];
  window.notes = {};
  window.step = null;
  document.getElementById('go').addEventListener('click', () => {
    const t0 = performance.now();
    const r = { phase: 'requestDevice', ok: false };
    window.step = (async () => {
      let device;
      try {
        device = await navigator.bluetooth.requestDevice({ filters: [{ services: ['heart_rate'] }] });
        r.deviceId = device.id; r.deviceName = device.name;
        window.devices.push(device);
        device.addEventListener('gattserverdisconnected', () => {
          (window.disconnects ||= []).push({ name: device.name, at: performance.now() });
        });
        r.phase = 'gatt.connect';
        const server = await device.gatt.connect();
        r.phase = 'getPrimaryService';
        const service = await server.getPrimaryService('heart_rate');
        r.phase = 'getCharacteristic';
        const ch = await service.getCharacteristic('heart_rate_measurement');
        r.properties = { notify: ch.properties.notify, read: ch.properties.read };
        ch.addEventListener('characteristicvaluechanged', (e) => {
          const v = e.target.value;
          (window.notes[device.name] ||= []).push(Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)));
        });
        r.phase = 'startNotifications';
        await ch.startNotifications();
        window.chars.push(ch);
        r.phase = 'done';
        r.ok = true;
      } catch (e) {
        r.errorName = e && e.name; r.errorMessage = e && e.message;
      }
      r.ms = Math.round(performance.now() - t0);
      return r;
    })();
  });
  window.attempt = async (d) => {
    const out = { phase: 'gatt.connect' };
    try {
      await d.gatt.connect();
      out.connected = d.gatt.connected;
      out.phase = 'getPrimaryService';
      const s = await d.gatt.getPrimaryService('heart_rate');
      out.phase = 'getCharacteristic';
      const c = await s.getCharacteristic('heart_rate_measurement');
      out.phase = 'startNotifications';
      await c.startNotifications();
      out.phase = 'done';
      out.notifying = true;
    } catch (e) {
      out.error = e.name + ': ' + e.message;
    }
    return out;
  };
  window.probe = async () => ({
    connected: window.devices.map((d) => ({ name: d.name, connected: d.gatt.connected })),
    getDevices: navigator.bluetooth.getDevices
      ? await navigator.bluetooth.getDevices().then(
          (ds) => ds.map((d) => ({ id: d.id, name: d.name })),
          (e) => 'error: ' + e.name + ': ' + e.message)
      : 'getDevices not exposed',
    disconnects: window.disconnects || [],
  });
</script>`;

/** The little of Web Bluetooth the page-side code below touches (no DOM typings for it here). */
interface PageDevice {
  name?: string;
}
interface PageBluetooth {
  getDevices?(): Promise<PageDevice[]>;
}
interface PageCharacteristic {
  readValue(): Promise<DataView>;
}

interface StepResult {
  n: number;
  address: string;
  ok: boolean;
  phase: string;
  errorName?: string;
  errorMessage?: string;
  ms?: number;
  chooserDevices?: string[];
  earlierStillConnected?: boolean;
  connectedCount?: number;
  getDevicesCount?: number | string;
  disconnects?: unknown[];
}

function log(...parts: unknown[]) {
  console.log(new Date().toISOString().slice(11, 23), ...parts);
}

async function main() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: BLE_CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  page.on('console', (m) => log('[page]', m.text()));
  await page.goto(url);
  // DeviceAccess lives on the page target; BluetoothEmulation only on the browser target
  // (on the page target this build answers "'BluetoothEmulation.enable' wasn't found").
  const pageCdp: CDPSession = await page.context().newCDPSession(page);
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  if (process.env.TRACE) {
    for (const [label, session] of [
      ['browser', cdp],
      ['page', pageCdp],
    ] as const) {
      const send = session.send.bind(session);
      (session as { send: unknown }).send = async (method: string, params?: unknown) => {
        log(`-> ${label} ${method}`, JSON.stringify(params ?? {}).slice(0, 200));
        try {
          const r = await send(method as never, params as never);
          log(`<- ${label} ${method}`, JSON.stringify(r).slice(0, 200));
          return r;
        } catch (e) {
          log(`<! ${label} ${method}`, String(e).split('\n')[0]);
          throw e;
        }
      };
    }
  }

  const secure = await page.evaluate(() => ({
    isSecureContext,
    bluetooth: 'bluetooth' in navigator,
    getDevices: 'bluetooth' in navigator && 'getDevices' in (navigator.bluetooth as object),
  }));
  log('page', url, secure);
  if (!secure.bluetooth) throw new Error('navigator.bluetooth is not exposed with these flags');

  // Counters for what the emulation asked of us.
  const asked: Record<string, number> = {};
  const count = (k: string) => {
    asked[k] = (asked[k] ?? 0) + 1;
  };

  cdp.on('BluetoothEmulation.gattOperationReceived', (e: { address: string; type: string }) => {
    count(`gatt:${e.type}`);
    cdp
      .send('BluetoothEmulation.simulateGATTOperationResponse', {
        address: e.address,
        type: e.type as 'connection' | 'discovery',
        code: 0,
      })
      .catch((err) => log('simulateGATTOperationResponse failed', e, String(err)));
  });
  cdp.on(
    'BluetoothEmulation.characteristicOperationReceived',
    (e: { characteristicId: string; type: string }) => {
      count(`char:${e.type}`);
      const data = e.type === 'read' ? Buffer.from([0x00, 72]).toString('base64') : undefined;
      cdp
        .send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
          characteristicId: e.characteristicId,
          type: e.type as 'read',
          code: 0,
          ...(data ? { data } : {}),
        })
        .catch((err) => log('simulateCharacteristicOperationResponse failed', e, String(err)));
    },
  );
  cdp.on(
    'BluetoothEmulation.descriptorOperationReceived',
    (e: { descriptorId: string; type: string }) => {
      count(`desc:${e.type}`);
      const data = e.type === 'read' ? Buffer.from([0, 0]).toString('base64') : undefined;
      cdp
        .send('BluetoothEmulation.simulateDescriptorOperationResponse', {
          descriptorId: e.descriptorId,
          type: e.type as 'read',
          code: 0,
          ...(data ? { data } : {}),
        })
        .catch((err) => log('simulateDescriptorOperationResponse failed', e, String(err)));
    },
  );

  // The chooser: pick the strap the current step wants, as soon as it is listed.
  let wanted: string | null = null;
  let lastChooser: string[] = [];
  const answered = new Set<string>();
  pageCdp.on(
    'DeviceAccess.deviceRequestPrompted',
    (e: { id: string; devices: { id: string; name: string }[] }) => {
      count('chooser:prompted');
      if (process.env.TRACE) log('chooser', JSON.stringify(e));
      lastChooser = e.devices.map((d) => `${d.name}(${d.id})`);
      const pick = e.devices.find((d) => d.id === wanted);
      // Answer each prompt once: the chooser is announced again as devices come and go, and a
      // second selectPrompt for the same prompt crashes this build's browser process
      // ("Check failed: callback_." in bluetooth_device_chooser_controller.cc).
      if (pick && !answered.has(e.id)) {
        answered.add(e.id);
        pageCdp
          .send('DeviceAccess.selectPrompt', { id: e.id, deviceId: pick.id })
          .catch((err) => log('selectPrompt failed', String(err)));
      }
    },
  );

  await cdp.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  await pageCdp.send('DeviceAccess.enable');

  const results: StepResult[] = [];
  const characteristicIds: { address: string; characteristicId: string }[] = [];
  for (let n = 1; n <= MAX_STRAPS; n++) {
    const address = `09:09:09:09:09:${n.toString(16).padStart(2, '0').toUpperCase()}`;
    const name = `Strap ${n}`;
    await cdp.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
      address,
      name,
      manufacturerData: [],
      knownServiceUuids: [HR_SERVICE],
    });
    const { serviceId } = await cdp.send('BluetoothEmulation.addService', {
      address,
      serviceUuid: HR_SERVICE,
    });
    const { characteristicId } = await cdp.send('BluetoothEmulation.addCharacteristic', {
      serviceId,
      characteristicUuid: HR_MEASUREMENT,
      properties: { notify: true, read: true },
    });
    await cdp.send('BluetoothEmulation.addDescriptor', { characteristicId, descriptorUuid: CCCD });
    characteristicIds.push({ address, characteristicId });

    wanted = address;
    lastChooser = [];
    await page.click('#go');
    // A preconnected peripheral is listed in the chooser already (by address, with an empty
    // name), so no advertisement is needed. ADVERTISE=1 also sends one. Every scanRecord field
    // must be set: with only name/uuids (or name/uuids/manufacturerData) this build's browser
    // process sends FakeCentral a null field, rejects its own mojo message ("VALIDATION_ERROR_
    // UNEXPECTED_NULL_POINTER (null field 3)") and the emulation stops answering for good.
    if (process.env.ADVERTISE) {
      await cdp
        .send('BluetoothEmulation.simulateAdvertisement', {
          entry: {
            deviceAddress: address,
            rssi: -50,
            scanRecord: {
              name,
              uuids: [HR_SERVICE],
              appearance: 0x0340,
              txPower: 0,
              manufacturerData: [{ key: 0x0059, data: Buffer.from([1, 2]).toString('base64') }],
            },
          },
        })
        .catch((err) => log('simulateAdvertisement failed', String(err)));
    }

    const r = (await Promise.race([
      page.evaluate(() => (window as unknown as { step: Promise<unknown> }).step),
      new Promise((resolve) =>
        setTimeout(
          () => resolve({ ok: false, phase: 'timeout', errorName: 'StepTimeout' }),
          STEP_TIMEOUT_MS,
        ),
      ),
    ])) as StepResult;
    const status = (await page.evaluate(() =>
      (window as unknown as { probe: () => Promise<unknown> }).probe(),
    )) as {
      connected: { name: string; connected: boolean }[];
      getDevices: { id: string; name: string }[] | string;
      disconnects: unknown[];
    };
    const earlier = status.connected.filter((d) => d.name !== name);
    const step: StepResult = {
      ...r,
      n,
      address,
      chooserDevices: lastChooser,
      earlierStillConnected: earlier.every((d) => d.connected),
      connectedCount: status.connected.filter((d) => d.connected).length,
      getDevicesCount: Array.isArray(status.getDevices)
        ? status.getDevices.length
        : status.getDevices,
      disconnects: status.disconnects,
    };
    results.push(step);
    log(
      `N=${n}`,
      step.ok ? 'OK' : `FAIL at ${step.phase}: ${step.errorName}: ${step.errorMessage ?? ''}`,
      `${step.ms ?? '-'}ms`,
      `connected=${step.connectedCount}`,
      `earlierStillConnected=${step.earlierStillConnected}`,
      `getDevices=${JSON.stringify(step.getDevicesCount)}`,
      `chooser=[${step.chooserDevices?.join(', ')}]`,
    );
    if (n === 1 || !step.ok) log('getDevices() ->', JSON.stringify(status.getDevices));
    if (!step.ok) break;
  }

  // All of them still connected a moment later?
  await page.waitForTimeout(2000);
  const settled = (await page.evaluate(() =>
    (window as unknown as { probe: () => Promise<unknown> }).probe(),
  )) as { connected: { connected: boolean }[]; getDevices: unknown; disconnects: unknown[] };
  const stillConnectedAfter2s = settled.connected.filter((d) => d.connected).length;
  const notes = () => page.evaluate(() => (window as unknown as { notes: unknown }).notes);

  // Can the emulation push a notification? The protocol has no "notify" command; the closest is
  // answering a 'read' nobody asked for. Try it and see whether characteristicvaluechanged fires.
  const notifyProbe: Record<string, unknown> = {
    notificationsBeforeProbe: await notes(),
  };
  if (characteristicIds[0]) {
    try {
      await cdp.send('BluetoothEmulation.simulateCharacteristicOperationResponse', {
        characteristicId: characteristicIds[0].characteristicId,
        type: 'read',
        code: 0,
        data: Buffer.from([0x00, 99]).toString('base64'),
      });
      notifyProbe.unpromptedReadResponse = 'accepted by CDP';
    } catch (err) {
      notifyProbe.unpromptedReadResponse = `rejected: ${String(err).split('\n')[0]}`;
    }
    await page.waitForTimeout(500);
    notifyProbe.notificationsAfterUnpromptedRead = await notes();
  }
  // Does readValue() work (the emulation hands us a 'read', answered with [0x00, 72])? Per the
  // spec a read also fires characteristicvaluechanged, so that path can feed the app's parser.
  notifyProbe.readValue = await page.evaluate(async () => {
    const ch = (window as unknown as { chars: PageCharacteristic[] }).chars[0];
    if (!ch) return 'no characteristic';
    try {
      const v = await ch.readValue();
      return Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    } catch (e) {
      return `error ${(e as Error).name}: ${(e as Error).message}`;
    }
  });
  notifyProbe.notificationsAfterReadValue = await notes();

  // What happens when a strap drops: does the page see gattserverdisconnected, do the others
  // stay, and can the dropped one be reconnected with no chooser from getDevices() (the app's
  // connectKnownBluetooth path)?
  let afterDrop: unknown = null;
  let reconnectKnown: unknown = null;
  if (characteristicIds[0]) {
    await cdp
      .send('BluetoothEmulation.simulateGATTDisconnection', {
        address: characteristicIds[0].address,
      })
      .catch((err) => log('simulateGATTDisconnection failed', String(err)));
    await page.waitForTimeout(500);
    afterDrop = await page.evaluate(() =>
      (window as unknown as { probe: () => Promise<unknown> }).probe(),
    );
    // Reconnect Strap 1 with no chooser, through the object getDevices() hands back (the app's
    // connectKnownBluetooth path; it is the very object requestDevice gave, so the driver's
    // retry after a lost link is the same call). Tried twice: as the emulation leaves the strap
    // after simulateGATTDisconnection, and after adding its service back.
    const reconnect = () =>
      Promise.race([
        page.evaluate(async () => {
          const original = (window as unknown as { devices: PageDevice[] }).devices[0]!;
          const bluetooth = (navigator as unknown as { bluetooth: PageBluetooth }).bluetooth;
          // Without getDevices() (BT_FLAGS without the experimental features) only the
          // object requestDevice gave is left: the driver's own retry.
          const known = bluetooth.getDevices ? await bluetooth.getDevices() : null;
          const fromGetDevices = known ? known.find((k) => k.name === 'Strap 1') : original;
          // Defined in the page: a named function here would pick up tsx's __name helper.
          const attempt = (window as unknown as { attempt: (d: PageDevice) => Promise<unknown> })
            .attempt;
          return {
            getDevicesExposed: known !== null,
            sameObjectAsRequestDevice: fromGetDevices === original,
            watchAdvertisementsExposed: 'watchAdvertisements' in original,
            result: fromGetDevices ? await attempt(fromGetDevices) : 'not listed',
          };
        }),
        new Promise((r) => setTimeout(() => r({ error: 'timeout' }), STEP_TIMEOUT_MS)),
      ]);
    const asIs = await reconnect();
    const { address } = characteristicIds[0];
    const { serviceId } = await cdp.send('BluetoothEmulation.addService', {
      address,
      serviceUuid: HR_SERVICE,
    });
    const readded = await cdp.send('BluetoothEmulation.addCharacteristic', {
      serviceId,
      characteristicUuid: HR_MEASUREMENT,
      properties: { notify: true, read: true },
    });
    if (!process.env.NO_CCCD) {
      await cdp.send('BluetoothEmulation.addDescriptor', {
        characteristicId: readded.characteristicId,
        descriptorUuid: CCCD,
      });
    }
    const afterReAdd = await reconnect();
    const all = await page.evaluate(() =>
      (window as unknown as { probe: () => Promise<unknown> }).probe(),
    );
    reconnectKnown = {
      servicesAsLeftByEmulation: asIs,
      afterAddingServiceBack: afterReAdd,
      connectedAfterwards: all,
    };
  }

  const summary = {
    chromium: browser.version(),
    maxTried: MAX_STRAPS,
    connectedAtOnce: results.filter((r) => r.ok).length,
    firstFailure: results.find((r) => !r.ok) ?? null,
    emulationAsked: asked,
    stillConnectedAfter2s,
    getDevicesAtEnd: settled.getDevices,
    disconnectsSeen: settled.disconnects,
    notifyProbe,
    afterSimulatedDisconnectOfStrap1: afterDrop,
    reconnectStrap1FromGetDevices: reconnectKnown,
    steps: results,
  };
  log('summary', JSON.stringify({ ...summary, steps: undefined }, null, 2));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));

  await browser.close();
  server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
