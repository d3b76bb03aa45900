import { describe, expect, it } from 'vitest';
import { simulateActivity } from '../../../common/simulation';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import type { SensorReading } from './sensor-driver';
import { SimulatedDriver } from './simulated-driver';

describe('simulated driver', () => {
  it('emits the seeded simulator readings once a second while connected', async () => {
    const clock = createFakeClock();
    const driver = new SimulatedDriver({ seed: 7, clock });
    const readings: SensorReading[] = [];
    driver.onReading((reading) => readings.push(reading));
    const start = clock.now();
    await driver.connect();
    expect(driver.getStatus()).toMatchObject({ state: 'connected', kind: 'simulated' });
    await clock.advance(10_000);
    const expected = simulateActivity({ seed: 7, durationMs: 30 * 60_000 }).slice(0, 10);
    expect(readings.map((r) => r.hr)).toEqual(expected.map((r) => r.hr));
    expect(readings.map((r) => r.rrIntervals)).toEqual(expected.map((r) => r.rrIntervals));
    expect(readings.map((r) => r.at - start)).toEqual(expected.map((r) => r.t));
  });

  it('stops on disconnect and starts the same session again on reconnect', async () => {
    const clock = createFakeClock();
    const driver = new SimulatedDriver({ seed: 3, clock });
    const readings: SensorReading[] = [];
    driver.onReading((reading) => readings.push(reading));
    await driver.connect();
    await clock.advance(3000);
    await driver.disconnect();
    await clock.advance(5000);
    expect(readings).toHaveLength(3);
    expect(driver.getStatus().state).toBe('disconnected');
    await driver.connect();
    await clock.advance(3000);
    expect(readings.slice(3).map((r) => r.hr)).toEqual(readings.slice(0, 3).map((r) => r.hr));
  });

  it('can tick faster for load tests', async () => {
    const clock = createFakeClock();
    const driver = new SimulatedDriver({ seed: 1, clock, intervalMs: 100 });
    let count = 0;
    driver.onReading(() => count++);
    await driver.connect();
    await clock.advance(1000);
    expect(count).toBe(10);
  });

  it("'signal-loss' goes silent 15 s in every 35 s while the link stays connected", async () => {
    const clock = createFakeClock();
    const driver = new SimulatedDriver({ seed: 2, clock, scenario: 'signal-loss' });
    const readings: SensorReading[] = [];
    driver.onReading((reading) => readings.push(reading));
    const start = clock.now();
    await driver.connect();
    await clock.advance(70_000);
    const seconds = readings.map((r) => (r.at - start) / 1000);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(seconds).toEqual([...range(1, 20), ...range(36, 55)]);
    expect(driver.getStatus().state).toBe('connected');
    expect(readings.every((r) => (r.rrIntervals?.length ?? 0) > 0)).toBe(true);
  });

  it('times a scenario from the connect, and starts it again on a reconnect', async () => {
    const clock = createFakeClock();
    const driver = new SimulatedDriver({
      seed: 9,
      clock,
      scenario: 'exceeds-target',
      targetHighBpm: 120,
      profile: { restingHr: 60, hrMaxBpm: 170 },
    });
    const readings: SensorReading[] = [];
    driver.onReading((reading) => readings.push(reading));
    await clock.advance(60_000);
    await driver.connect();
    await clock.advance(30_000);
    expect(readings[0]!.hr).toBeLessThan(80);
    expect(readings.slice(20).every((r) => (r.hr ?? 0) > 120)).toBe(true);
    await driver.disconnect();
    await driver.connect();
    await clock.advance(30_000);
    expect(readings.slice(30).map((r) => r.hr)).toEqual(readings.slice(0, 30).map((r) => r.hr));
  });
});
