import { describe, expect, it } from 'vitest';
import {
  BATTERY_LEVEL,
  BATTERY_SERVICE,
  FITNESS_MACHINE_SERVICE,
  HEART_RATE_MEASUREMENT,
  HEART_RATE_SERVICE,
  INDOOR_BIKE_DATA,
} from '../../../common/ble';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { FakeCharacteristic, FakeDevice, fakeBluetooth } from './fake-bluetooth.test-helpers';
import { NO_DEVICE_CHOSEN, type SensorReading } from './sensor-driver';
import { WebBluetoothDriver } from './web-bluetooth-driver';

function heartRateStrap() {
  const measurement = new FakeCharacteristic();
  const battery = new FakeCharacteristic('5A');
  const device = new FakeDevice(
    'Polar H10',
    new Map([
      [HEART_RATE_SERVICE, new Map([[HEART_RATE_MEASUREMENT, measurement]])],
      [BATTERY_SERVICE, new Map([[BATTERY_LEVEL, battery]])],
    ]),
  );
  const clock = createFakeClock();
  const { bluetooth, requests } = fakeBluetooth(device);
  const driver = new WebBluetoothDriver(bluetooth, clock);
  const readings: SensorReading[] = [];
  driver.onReading((reading) => readings.push(reading));
  return { device, measurement, battery, clock, driver, readings, requests };
}

describe('Web Bluetooth driver', () => {
  it('asks for heart-rate or fitness-machine devices, with battery and device information', async () => {
    const { driver, requests } = heartRateStrap();
    await driver.connect();
    expect(requests).toEqual([
      {
        filters: [{ services: [0x180d] }, { services: [0x1826] }],
        optionalServices: [0x180f, 0x180a],
      },
    ]);
    expect(driver.getStatus()).toMatchObject({
      state: 'connected',
      deviceName: 'Polar H10',
      kind: 'heart-rate',
      batteryPct: 90,
    });
  });

  it('turns notifications into timestamped readings and drops malformed packets', async () => {
    const { driver, measurement, battery, clock, readings } = heartRateStrap();
    await driver.connect();
    measurement.notify('18 4B 10 00 00 04 20 03');
    measurement.notify('01 48');
    measurement.notify('00 48');
    battery.notify('50');
    expect(readings).toEqual([
      { at: clock.now(), hr: 75, rrIntervals: [1000, 781.25] },
      { at: clock.now(), hr: 72, rrIntervals: [] },
    ]);
    expect(driver.getStatus()).toMatchObject({ droppedPackets: 1, batteryPct: 80 });
  });

  it('reconnects after a lost link on the 1 s, 2 s, 4 s schedule, listening once again', async () => {
    const { driver, device, measurement, clock, readings } = heartRateStrap();
    await driver.connect();
    device.failingConnects = 2;
    device.dropLink();
    expect(driver.getStatus()).toMatchObject({ state: 'reconnecting', reconnectAttempt: 0 });
    await clock.advance(999);
    expect(device.connectCalls).toBe(1);
    await clock.advance(1);
    expect(driver.getStatus()).toMatchObject({ state: 'reconnecting', reconnectAttempt: 1 });
    await clock.advance(2000);
    expect(driver.getStatus().reconnectAttempt).toBe(2);
    await clock.advance(4000);
    expect(device.connectCalls).toBe(4);
    expect(driver.getStatus()).toMatchObject({ state: 'connected', reconnectAttempt: 0 });
    measurement.notify('00 48');
    expect(readings).toHaveLength(1);
  });

  it("the user's disconnect stops the retries", async () => {
    const { driver, device, clock } = heartRateStrap();
    await driver.connect();
    device.failingConnects = 100;
    device.dropLink();
    await clock.advance(3000);
    await driver.disconnect();
    const calls = device.connectCalls;
    await clock.advance(120_000);
    expect(device.connectCalls).toBe(calls);
    expect(driver.getStatus().state).toBe('disconnected');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('closing the chooser without a device is reported as no device chosen', async () => {
    const { bluetooth } = fakeBluetooth(null);
    const driver = new WebBluetoothDriver(bluetooth, createFakeClock());
    await expect(driver.connect()).rejects.toThrow(/cancelled/);
    expect(driver.getStatus()).toMatchObject({ state: 'disconnected', error: NO_DEVICE_CHOSEN });
  });

  it('an indoor bike is read through its Fitness Machine data', async () => {
    const bikeData = new FakeCharacteristic();
    const device = new FakeDevice(
      'Trainer',
      new Map([[FITNESS_MACHINE_SERVICE, new Map([[INDOOR_BIKE_DATA, bikeData]])]]),
    );
    const driver = new WebBluetoothDriver(fakeBluetooth(device).bluetooth, createFakeClock());
    const readings: SensorReading[] = [];
    driver.onReading((reading) => readings.push(reading));
    await driver.connect();
    bikeData.notify('44 00 C4 09 A0 00 96 00');
    expect(driver.getStatus()).toMatchObject({ kind: 'bike', batteryPct: null });
    expect(readings[0]).toMatchObject({ speedKmh: 25, cadenceRpm: 80, powerW: 150 });
  });
});
