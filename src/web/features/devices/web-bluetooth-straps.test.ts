import { describe, expect, it } from 'vitest';
import {
  BATTERY_LEVEL,
  BATTERY_SERVICE,
  HEART_RATE_MEASUREMENT,
  HEART_RATE_SERVICE,
} from '../../../common/ble';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import {
  FakeCharacteristic,
  FakeDevice,
  fakeBluetooth,
  GattActivity,
} from './fake-bluetooth.test-helpers';
import { CONNECTION_REFUSED, type SensorReading } from './sensor-driver';
import { WebBluetoothDriver } from './web-bluetooth-driver';

function strap(id: string) {
  const measurement = new FakeCharacteristic();
  const battery = new FakeCharacteristic('5A');
  const device = new FakeDevice(
    `Strap ${id}`,
    new Map([
      [HEART_RATE_SERVICE, new Map([[HEART_RATE_MEASUREMENT, measurement]])],
      [BATTERY_SERVICE, new Map([[BATTERY_LEVEL, battery]])],
    ]),
    id,
  );
  return { device, measurement, battery };
}

function connectedTo(device: FakeDevice, clock = createFakeClock()) {
  const driver = new WebBluetoothDriver(fakeBluetooth(device).bluetooth, clock);
  const readings: SensorReading[] = [];
  driver.onReading((reading) => readings.push(reading));
  return { driver, readings, clock };
}

describe('several Web Bluetooth straps at once', () => {
  it('never run two GATT operations at the same time, even while connecting together', async () => {
    const activity = new GattActivity();
    const straps = ['a', 'b', 'c'].map((id) => strap(id));
    for (const { device } of straps) device.activity = activity;
    const drivers = straps.map(({ device }) => connectedTo(device).driver);
    await Promise.all(drivers.map((driver) => driver.connect()));
    expect(drivers.map((d) => d.getStatus().state)).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    expect(activity.maxActive).toBe(1);
    // Interleaved by the queue, not one strap's whole connect after another's.
    expect(activity.log.slice(0, 3)).toEqual(['a connect', 'b connect', 'c connect']);
  });

  it('reconnect on their own backoff after dropping together', async () => {
    const clock = createFakeClock();
    const straps = ['a', 'b'].map((id) => strap(id));
    const drivers = straps.map(({ device }) => connectedTo(device, clock));
    await Promise.all(drivers.map(({ driver }) => driver.connect()));
    straps[1]!.device.failingConnects = 1;
    for (const { device } of straps) device.dropLink();
    await clock.advance(1000);
    expect(drivers.map(({ driver }) => driver.getStatus().state)).toEqual([
      'connected',
      'reconnecting',
    ]);
    await clock.advance(2000);
    expect(drivers[1]!.driver.getStatus().state).toBe('connected');
    for (const { measurement } of straps) measurement.notify('00 48');
    expect(drivers.map(({ readings }) => readings.length)).toEqual([1, 1]);
  });
});

describe('Web Bluetooth reconnection', () => {
  it('discovers services again after a lost link and listens to the new characteristic', async () => {
    const { device, measurement } = strap('a');
    const { driver, readings, clock } = connectedTo(device);
    await driver.connect();
    const lookups = device.serviceLookups;
    device.dropLink();
    // After a reconnect the browser hands out new service and characteristic objects.
    const fresh = new FakeCharacteristic();
    device.characteristics.get(HEART_RATE_SERVICE)!.set(HEART_RATE_MEASUREMENT, fresh);
    await clock.advance(1000);
    expect(driver.getStatus().state).toBe('connected');
    expect(device.serviceLookups).toBeGreaterThan(lookups);
    expect(fresh.notifying).toBe(true);
    measurement.notify('00 48');
    fresh.notify('00 50');
    expect(readings.map((r) => r.hr)).toEqual([80]);
  });

  it('stops notifications on disconnect, and a link that just dropped does not make it throw', async () => {
    const { device, measurement, battery } = strap('a');
    const { driver } = connectedTo(device);
    await driver.connect();
    await driver.disconnect();
    expect([measurement.notifying, battery.notifying]).toEqual([false, false]);
    expect(device.gatt.connected).toBe(false);

    await driver.connect();
    // Chrome has not yet reported the drop: the link looks up, but the stop fails.
    measurement.stopNotifications = () => Promise.reject(new Error('GATT Server is disconnected.'));
    await expect(driver.disconnect()).resolves.toBeUndefined();
    expect(driver.getStatus().state).toBe('disconnected');
    expect(device.gatt.connected).toBe(false);
  });

  it('a refused GATT connect is reported as connection refused, a vanished device is not', async () => {
    const { device } = strap('a');
    device.failingConnects = 1;
    device.connectError = () =>
      new DOMException('Connection failed for unknown reason.', 'NetworkError');
    const { driver } = connectedTo(device);
    await expect(driver.connect()).rejects.toThrow(/unknown reason/);
    expect(driver.getStatus()).toMatchObject({ state: 'disconnected', error: CONNECTION_REFUSED });

    device.failingConnects = 1;
    device.connectError = () =>
      new DOMException('Bluetooth Device is no longer in range.', 'NetworkError');
    await expect(driver.connect()).rejects.toThrow();
    expect(driver.getStatus().error).toBe('Bluetooth Device is no longer in range.');
  });

  it('retries refused while reconnecting say so, and the error clears once connected', async () => {
    const { device } = strap('a');
    const { driver, clock } = connectedTo(device);
    await driver.connect();
    device.failingConnects = 1;
    device.connectError = () => new DOMException('Connection attempt failed.', 'NetworkError');
    device.dropLink();
    await clock.advance(1000);
    expect(driver.getStatus()).toMatchObject({ state: 'reconnecting', error: CONNECTION_REFUSED });
    await clock.advance(2000);
    expect(driver.getStatus()).toMatchObject({ state: 'connected', error: null });
  });
});
