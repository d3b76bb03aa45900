import { describe, expect, it, vi } from 'vitest';
import { HEART_RATE_MEASUREMENT, HEART_RATE_SERVICE } from '../../../common/ble';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { FakeCharacteristic, FakeDevice, fakeBluetooth } from './fake-bluetooth.test-helpers';
import {
  ADVERTISEMENT_WAIT_MS,
  knownBluetoothDevices,
  waitForAdvertisement,
} from './known-devices';
import { WebBluetoothDriver } from './web-bluetooth-driver';

const strap = (id = 'strap-1') =>
  new FakeDevice(
    'Polar H10',
    new Map([[HEART_RATE_SERVICE, new Map([[HEART_RATE_MEASUREMENT, new FakeCharacteristic()]])]]),
    id,
  );

describe('devices the browser already knows', () => {
  it('lists them where getDevices exists, and nothing elsewhere or on error', async () => {
    const device = strap();
    expect(await knownBluetoothDevices(fakeBluetooth(null, { known: [device] }).bluetooth)).toEqual(
      [device],
    );
    expect(await knownBluetoothDevices(fakeBluetooth(null).bluetooth)).toEqual([]);
    expect(await knownBluetoothDevices(null)).toEqual([]);
    const { bluetooth } = fakeBluetooth(null);
    bluetooth.getDevices = () => Promise.reject(new Error('permissions backend off'));
    expect(await knownBluetoothDevices(bluetooth)).toEqual([]);
  });

  it('a driver given a known device connects to it without opening the chooser', async () => {
    const device = strap('strap-7');
    const { bluetooth, requests } = fakeBluetooth(null);
    const driver = new WebBluetoothDriver(bluetooth, createFakeClock(), { device });
    await driver.connect();
    expect(requests).toEqual([]);
    expect(driver.getStatus()).toMatchObject({
      state: 'connected',
      deviceId: 'strap-7',
      deviceName: 'Polar H10',
    });
  });

  it('scans for the known device first, and connects as soon as it is heard', async () => {
    const device = strap();
    const clock = createFakeClock();
    let signal: AbortSignal | undefined;
    device.watchAdvertisements = async (options) => {
      signal = options?.signal;
    };
    const driver = new WebBluetoothDriver(fakeBluetooth(null).bluetooth, clock, { device });
    const connecting = driver.connect();
    await clock.advance(100);
    expect(device.connectCalls).toBe(0);
    device.dispatchEvent(new Event('advertisementreceived'));
    await connecting;
    expect(device.connectCalls).toBe(1);
    expect(signal?.aborted).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('connects anyway when no advertisement comes, or scanning is refused', async () => {
    const clock = createFakeClock();
    const silent = strap();
    silent.watchAdvertisements = async () => undefined;
    const waiting = vi.fn();
    void waitForAdvertisement(silent, clock).then(waiting);
    await clock.advance(ADVERTISEMENT_WAIT_MS - 1);
    expect(waiting).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(waiting).toHaveBeenCalled();

    const refused = strap();
    refused.watchAdvertisements = () => Promise.reject(new Error('NotAllowedError'));
    const driver = new WebBluetoothDriver(fakeBluetooth(null).bluetooth, clock, {
      device: refused,
    });
    await driver.connect();
    expect(driver.getStatus().state).toBe('connected');
    expect(clock.pendingTimers()).toBe(0);
  });
});
