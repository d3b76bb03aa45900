/**
 * One patient in a class: their own sensor connection and recorder, the alarm monitor fed by
 * the readings, the irregular-rhythm watch fed by the RR intervals, and the tile's numbers.
 * Alarms are raised here, on the device, from readings and a 1 s tick: never from the network.
 */
import type { AlarmLimits } from '../../../common/class/alarm-limits';
import {
  type ActiveAlarm,
  type MonitorInput,
  type MonitorState,
  startMonitor,
  stepMonitor,
} from '../../../common/class/alarm-monitor';
import { RhythmWatch } from '../../../common/class/rhythm-watch';
import type { AlarmRule } from '../../../common/schemas/activity';
import { SensorHub, type SensorReading } from '../devices';
import {
  type Checkpoint,
  createOutboxRecorder,
  type QuickEntry,
  type Recorder,
  type RecordingSetup,
} from '../recording';
import { classPartOf, type SensorChoice } from './class-part';
import { addReading, EMPTY_TILE_STATS, type TileStats } from './tile-stats';

export interface ParticipantInit {
  patientName: string;
  setup: RecordingSetup;
  sensor: SensorChoice;
  limits: AlarmLimits;
}

export interface ParticipantEvents {
  /** A new alarm (one per excursion): the class sounds it. */
  onAlarm(participant: ClassParticipant, alarm: ActiveAlarm): void;
  /** Anything on the tile changed; `urgent` for what the clinician did or an alarm (no throttle). */
  onChange(participant: ClassParticipant, urgent?: boolean): void;
  /** A Bluetooth strap connected or reported its battery: the registry remembers it. */
  onStrapSeen(
    participant: ClassParticipant,
    strap: { deviceId: string; name: string; batteryPct: number | null },
  ): void;
}

export class ClassParticipant {
  readonly hub = new SensorHub();
  readonly recorder: Recorder = createOutboxRecorder();
  readonly id: string;
  limits: AlarmLimits;
  sensor: SensorChoice;
  monitor: MonitorState;
  stats: TileStats = EMPTY_TILE_STATS;
  /** When the current connection started: the no-signal clock counts from it until a reading. */
  connectedSince: number;
  private rhythm = new RhythmWatch();
  private lastBattery: number | null = null;
  private lastSeen = '';
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly init: ParticipantInit,
    private readonly events: ParticipantEvents,
  ) {
    this.id = init.setup.patientId;
    this.limits = init.limits;
    this.sensor = init.sensor;
    this.connectedSince = Date.now();
    this.monitor = startMonitor(this.connectedSince);
    this.offs.push(
      this.hub.onReading((reading) => this.onReading(reading)),
      this.hub.subscribe(() => this.onStatus()),
      this.recorder.subscribe((change) => {
        if (change === 'other') this.events.onChange(this, true);
      }),
    );
  }

  get recording() {
    return this.recorder.getState().recording;
  }

  /** Recording and not stopped: the alarms watch this participant. */
  get monitored(): boolean {
    const status = this.recording?.status;
    return status === 'running' || status === 'paused';
  }

  /** Connects the chosen sensor; a Bluetooth strap only when the browser already knows it. */
  async connect(): Promise<boolean> {
    this.connectedSince = Date.now();
    const { sensor, setup } = this;
    if (sensor.kind === 'simulated') {
      await this.hub.connectSimulated(undefined, {
        scenario: sensor.scenario,
        targetHighBpm: setup.target?.highBpm,
        restingHr: setup.restingHr ?? undefined,
        hrMaxBpm: setup.hrMaxBpm ?? undefined,
      });
      return true;
    }
    if (!sensor.deviceId) return false;
    return this.hub.connectKnownBluetooth(sensor.deviceId);
  }

  /** Opens the browser's chooser; call inside a click. */
  async chooseStrap(): Promise<void> {
    this.connectedSince = Date.now();
    await this.hub.connectBluetooth();
    const status = this.hub.getSnapshot().status;
    this.sensor = { kind: 'bluetooth', deviceId: status.deviceId, name: status.deviceName };
    this.events.onChange(this);
  }

  get setup(): RecordingSetup {
    return this.init.setup;
  }

  start(classId: string, at: number, type: RecordingSetup['type']): Promise<void> {
    this.monitor = startMonitor(at);
    this.stats = { ...this.stats, timeInTargetMs: 0 };
    const setup = { ...this.setup, type, classId, classPart: this.part() };
    return this.recorder.start(setup, this.hub, at);
  }

  resume(checkpoint: Checkpoint): Promise<void> {
    this.monitor = startMonitor(Date.now());
    const { samples, startedAt } = checkpoint.recording;
    // The tile's time in target goes on from what was recorded before the interruption.
    for (let i = 0; i < samples.t.length; i++) {
      const hr = samples.hr[i];
      if (hr === null || hr === undefined) continue;
      const reading = { at: startedAt + samples.t[i]!, hr };
      this.stats = addReading(this.stats, reading, this.setup.target, true);
    }
    return this.recorder.resume(checkpoint, this.hub);
  }

  setLimits(limits: AlarmLimits): void {
    this.limits = limits;
    // Checkpointed with the recording, so a resumed class keeps the clinician's limits.
    this.recorder.dispatch({ type: 'class-part', classPart: this.part() });
    this.events.onChange(this);
  }

  /** A quick entry; SpO₂ and blood pressure are checked against the limits too. */
  entry(entry: QuickEntry, at: number): void {
    this.recorder.dispatch({ type: 'entry', at, entry });
    if (entry.kind === 'spo2') this.step({ type: 'spo2', at, pct: entry.value });
    if (entry.kind === 'bp') this.step({ type: 'bp', at, systolic: entry.value.systolic });
  }

  acknowledge(rule: AlarmRule, by: string, at: number): void {
    if (!this.monitor.alarms.some((alarm) => alarm.rule === rule && !alarm.acknowledged)) return;
    this.recorder.dispatch({
      type: 'entry',
      at,
      entry: { kind: 'alarm-ack', value: { rule, by } },
    });
    this.step({ type: 'ack', at, rule });
  }

  /** The store marks every tile changed after a tick and publishes once. */
  tick(at: number): void {
    this.step({ type: 'tick', at });
  }

  dispose(): void {
    for (const off of this.offs) off();
    void this.hub.disconnect();
  }

  private part() {
    const { patientName } = this.init;
    return classPartOf({ patientName, sensor: this.sensor, limits: this.limits });
  }

  private step(input: MonitorInput): void {
    if (!this.monitored) return;
    const { state, raised } = stepMonitor(this.monitor, this.limits, input);
    this.monitor = state;
    for (const alarm of raised) {
      const { rule, measured, limit } = alarm;
      this.recorder.dispatch({
        type: 'entry',
        at: input.at,
        entry: { kind: 'alarm', value: { rule, measured, limit } },
      });
      this.events.onAlarm(this, alarm);
    }
    if (raised.length > 0 || input.type === 'ack') this.events.onChange(this, true);
  }

  private onReading(reading: SensorReading): void {
    const { at, hr, rrIntervals } = reading;
    if (hr !== undefined) {
      const counting = this.recording?.status === 'running';
      this.stats = addReading(this.stats, { at, hr }, this.setup.target, counting);
      this.step({ type: 'hr', at, bpm: hr });
    }
    if (rrIntervals?.length) {
      const { irregular, measured } = this.rhythm.add(rrIntervals);
      this.step({ type: 'rhythm', at, irregular, measured });
    }
    this.events.onChange(this);
  }

  private onStatus(): void {
    const { batteryPct, deviceId, deviceName, state, kind } = this.hub.getSnapshot().status;
    const seen = `${deviceId}/${batteryPct}`;
    if (state === 'connected' && kind !== 'simulated' && deviceId && seen !== this.lastSeen) {
      this.lastSeen = seen;
      this.events.onStrapSeen(this, { deviceId, name: deviceName ?? '', batteryPct });
    }
    if (batteryPct !== null && batteryPct !== this.lastBattery) {
      this.lastBattery = batteryPct;
      this.step({ type: 'battery', at: Date.now(), pct: batteryPct });
    }
    this.events.onChange(this);
  }
}
