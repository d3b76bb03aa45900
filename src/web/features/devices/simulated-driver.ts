/**
 * The "simulated sensor": the shared seeded simulator behind the driver interface, one reading
 * a second (warm-up, effort, recovery, RR intervals), for demos, training and browsers without
 * Web Bluetooth, optionally following a scripted scenario (steady, intervals, above target,
 * signal loss). Timers come from an injectable clock so tests run on fake time.
 */
import {
  type SimulatedScenario,
  SimulatedSensor,
  type SimulationProfile,
  scenarioSilentAt,
} from '../../../common/simulation';
import { type Clock, systemClock } from '../../lib/clock';
import { DriverCore } from './driver-core';
import type { SensorDriver, SensorReading } from './sensor-driver';

const SIMULATED_SENSOR_NAME = 'Ritmo simulator';

export interface SimulatedDriverOptions {
  seed: number;
  profile?: SimulationProfile;
  /** A scripted curve, timed from the connect (overrides `profile.scenario`). */
  scenario?: SimulatedScenario;
  /** The patient's target band: 'exceeds-target' climbs above it, 'steady' sits inside. */
  targetHighBpm?: number;
  targetLowBpm?: number;
  intervalMs?: number;
  clock?: Clock;
}

/** A battery that drains 1 % every 10 minutes of readings, so the screen has something to show. */
const READINGS_PER_BATTERY_PCT = 600;

export class SimulatedDriver implements SensorDriver {
  private readonly core: DriverCore;
  private sensor: SimulatedSensor;
  private readonly profile: SimulationProfile;
  private timer: unknown = null;
  private readingCount = 0;
  private startedAt = 0;
  private readonly intervalMs: number;

  constructor(private readonly options: SimulatedDriverOptions) {
    this.core = new DriverCore(options.clock ?? systemClock);
    this.intervalMs = options.intervalMs ?? 1000;
    const { scenario, targetHighBpm, targetLowBpm } = options;
    this.profile = {
      ...options.profile,
      ...(scenario && { scenario }),
      ...(targetHighBpm !== undefined && { targetHighBpm }),
      ...(targetLowBpm !== undefined && { targetLowBpm }),
    };
    this.sensor = new SimulatedSensor(options.seed, this.profile);
  }

  getStatus = () => this.core.getStatus();
  subscribeStatus = (listener: () => void) => this.core.subscribeStatus(listener);
  onReading: SensorDriver['onReading'] = (listener) => this.core.onReading(listener);

  async connect(): Promise<void> {
    if (this.core.getStatus().state !== 'disconnected') return;
    this.core.apply({ type: 'connect' });
    this.sensor = new SimulatedSensor(this.options.seed, this.profile);
    this.readingCount = 0;
    this.core.update({ deviceName: SIMULATED_SENSOR_NAME, kind: 'simulated', batteryPct: 100 });
    this.core.apply({ type: 'connected' });
    this.startedAt = this.core.clock.now();
    this.scheduleNext();
  }

  async disconnect(): Promise<void> {
    if (this.timer !== null) this.core.clock.clearTimeout(this.timer);
    this.timer = null;
    this.core.apply({ type: 'disconnect' });
  }

  /** Scheduled from the start time, not the last tick, so readings do not drift. */
  private scheduleNext(): void {
    const { clock } = this.core;
    const dueAt = this.startedAt + (this.readingCount + 1) * this.intervalMs;
    this.timer = clock.setTimeout(
      () => {
        this.timer = null;
        this.tick();
        if (this.core.getStatus().state === 'connected') this.scheduleNext();
      },
      Math.max(0, dueAt - clock.now()),
    );
  }

  private tick(): void {
    this.readingCount++;
    const simulated = this.sensor.next();
    // A strap without skin contact: the link stays up, the readings stop.
    if (scenarioSilentAt(this.profile.scenario, simulated.t)) return;
    const reading: SensorReading = {
      at: this.core.clock.now(),
      hr: simulated.hr,
      rrIntervals: simulated.rrIntervals,
    };
    if (simulated.powerW !== undefined) reading.powerW = simulated.powerW;
    if (simulated.cadenceRpm !== undefined) reading.cadenceRpm = simulated.cadenceRpm;
    if (simulated.speedKmh !== undefined) reading.speedKmh = simulated.speedKmh;
    const batteryPct = Math.max(5, 100 - Math.floor(this.readingCount / READINGS_PER_BATTERY_PCT));
    if (batteryPct !== this.core.getStatus().batteryPct) this.core.update({ batteryPct });
    this.core.emit(reading);
  }
}
