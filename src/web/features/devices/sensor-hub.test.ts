import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEART_RATE_MEASUREMENT, HEART_RATE_SERVICE } from '../../../common/ble';
import { FakeCharacteristic, FakeDevice, fakeBluetooth } from './fake-bluetooth.test-helpers';
import { SensorHub } from './sensor-hub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sensor hub', () => {
  it('reconnects a known strap by its id, without the chooser', async () => {
    const device = new FakeDevice(
      'Polar H10',
      new Map([
        [HEART_RATE_SERVICE, new Map([[HEART_RATE_MEASUREMENT, new FakeCharacteristic()]])],
      ]),
      'strap-3',
    );
    const { bluetooth, requests } = fakeBluetooth(null, { known: [device] });
    vi.stubGlobal('navigator', { bluetooth });
    const hub = new SensorHub();
    expect(await hub.connectKnownBluetooth('strap-9')).toBe(false);
    expect(hub.getSnapshot().status.state).toBe('disconnected');
    expect(await hub.connectKnownBluetooth('strap-3')).toBe(true);
    expect(requests).toEqual([]);
    expect(hub.getSnapshot().status).toMatchObject({ state: 'connected', deviceId: 'strap-3' });
    await hub.disconnect();
  });

  it('cannot reconnect a known strap where the browser has no Web Bluetooth', async () => {
    vi.stubGlobal('navigator', {});
    expect(await new SensorHub().connectKnownBluetooth('strap-3')).toBe(false);
  });

  it('runs a simulated scenario for one participant', async () => {
    vi.useFakeTimers();
    const hub = new SensorHub();
    await hub.connectSimulated(42, { scenario: 'exceeds-target', targetHighBpm: 110 });
    await vi.advanceTimersByTimeAsync(30_000);
    const { status, lastReading } = hub.getSnapshot();
    expect(status).toMatchObject({ state: 'connected', kind: 'simulated', deviceId: null });
    expect(lastReading?.hr).toBeGreaterThan(110);
    await hub.disconnect();
  });
});
