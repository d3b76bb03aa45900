/**
 * One patient in a class: their own sensor connection and recorder, the alarm watch fed by the
 * readings (shared with the single recording), and the tile's numbers. Alarms are raised here,
 * on the device, from readings and the class's 1 s tick: never from the network.
 */
import type { AlarmLimits } from '../../../common/alarms/alarm-limits';
import type { ActiveAlarm, MonitorState } from '../../../common/alarms/alarm-monitor';
import { preExerciseSystolic, unacknowledgedAlarms } from '../../../common/alarms/alarm-resume';
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import { SensorHub, type SensorReading } from '../devices';
import {
  AlarmWatch,
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
  /** Taken at rest during set-up: recorded at the start as the pre-exercise value. */
  preExerciseBp?: BloodPressure | null;
  /**
   * The activity the patient's prescription names: their session records it, whatever the
   * class's activity (that applies only to participants without a prescription).
   */
  prescribedModality?: RecordingSetup['type'] | null;
}

export interface BloodPressure {
  systolic: number;
  diastolic: number;
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
  readonly recorder: Recorder;
  readonly id: string;
  readonly alarms: AlarmWatch;
  sensor: SensorChoice;
  /** The tile's place in the class, set by the class store. */
  seat = 0;
  stats: TileStats = EMPTY_TILE_STATS;
  /** When the current connection started: the no-signal clock counts from it until a reading. */
  connectedSince: number;
  /** The pressure taken at rest before the start (set-up), if any. */
  preExerciseBp: BloodPressure | null;
  private lastSeen = '';
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly init: ParticipantInit,
    private readonly events: ParticipantEvents,
    makeRecorder: () => Recorder = createOutboxRecorder,
  ) {
    this.id = init.setup.patientId;
    this.preExerciseBp = init.preExerciseBp ?? null;
    this.sensor = init.sensor;
    this.connectedSince = Date.now();
    this.recorder = makeRecorder();
    this.alarms = new AlarmWatch(this.recorder, init.limits, {
      onAlarm: (alarm) => this.events.onAlarm(this, alarm),
      onChange: () => this.events.onChange(this, true),
    });
    this.alarms.watch(this.hub);
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

  get setup(): RecordingSetup {
    return this.init.setup;
  }

  get limits(): AlarmLimits {
    return this.alarms.limits;
  }

  get monitor(): MonitorState {
    return this.alarms.monitor;
  }

  /** Recording and not stopped: the alarms watch this participant. */
  get monitored(): boolean {
    return this.alarms.monitored;
  }

  /** Connects the chosen sensor; a Bluetooth strap only when the browser already knows it. */
  async connect(): Promise<boolean> {
    this.connectedSince = Date.now();
    const { sensor, setup } = this;
    if (sensor.kind === 'simulated') {
      await this.hub.connectSimulated(undefined, {
        scenario: sensor.scenario,
        targetHighBpm: setup.target?.highBpm,
        targetLowBpm: setup.target?.lowBpm,
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
    this.recorder.dispatch({ type: 'class-part', classPart: this.part() });
    this.events.onChange(this, true);
  }

  async start(classId: string, at: number, type: RecordingSetup['type']): Promise<void> {
    this.alarms.restart(at);
    this.stats = { ...this.stats, timeInTargetMs: 0 };
    const prescribed = this.init.prescribedModality;
    const setup = { ...this.setup, type: prescribed ?? type, classId, classPart: this.part() };
    await this.recorder.start(setup, this.hub, at);
    // At the start, marked "before": the baseline of a fall in systolic (ACSM 11th ed.; SBC 2020).
    const bp = this.preExerciseBp;
    if (bp) this.entry({ kind: 'bp', value: { ...bp }, phase: 'before' }, at);
  }

  /** The pressure taken at rest during set-up (null takes it back). */
  setPreExerciseBp(bp: BloodPressure | null): void {
    this.preExerciseBp = bp;
    this.events.onChange(this, true);
  }

  resume(checkpoint: Checkpoint): Promise<void> {
    const { samples, startedAt, events, status } = checkpoint.recording;
    // The alarms no one acknowledged before the interruption sound again, in their order; a
    // fall in pressure is still measured from the pre-exercise value taken before it.
    this.alarms.restart(
      Date.now(),
      status === 'stopped' ? [] : unacknowledgedAlarms(events, startedAt),
      preExerciseSystolic(events),
    );
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
    this.alarms.limits = limits;
    // Checkpointed with the recording, so a resumed class keeps the clinician's limits.
    this.recorder.dispatch({ type: 'class-part', classPart: this.part() });
    this.events.onChange(this, true);
  }

  entry(entry: QuickEntry, at: number): void {
    this.alarms.entry(entry, at);
  }

  acknowledge(rule: AlarmRule, by: string, at: number): void {
    this.alarms.acknowledge(rule, by, at);
  }

  /** The store marks every tile changed after a tick and publishes once. */
  tick(at: number): void {
    this.alarms.tick(at);
  }

  dispose(): void {
    for (const off of this.offs) off();
    this.alarms.dispose();
    void this.hub.disconnect();
  }

  private part() {
    const { patientName } = this.init;
    return classPartOf({ patientName, sensor: this.sensor, limits: this.limits, seat: this.seat });
  }

  private onReading({ at, hr }: SensorReading): void {
    if (hr !== undefined) {
      const counting = this.recording?.status === 'running';
      this.stats = addReading(this.stats, { at, hr }, this.setup.target, counting);
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
    this.events.onChange(this);
  }
}
