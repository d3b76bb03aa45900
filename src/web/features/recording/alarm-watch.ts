/**
 * The safety alarms of one recording: the pure monitor (common/alarms) fed by the sensor's
 * readings, battery and RR intervals (irregular-rhythm advisory), the SpO₂ and blood pressure
 * entries, and a tick; each new alarm and each acknowledgement is stored as an event of the
 * recording. Used by a class participant and by the single recording. Needs no network.
 */
import type { AlarmLimits } from '../../../common/alarms/alarm-limits';
import {
  type ActiveAlarm,
  type MonitorInput,
  type MonitorState,
  startMonitor,
  stepMonitor,
} from '../../../common/alarms/alarm-monitor';
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import { RhythmWatch } from '../../../common/alarms/rhythm-watch';
import type { SensorReading } from '../devices';
import type { Recorder, SensorSource } from './recorder';
import type { QuickEntry } from './recording';

export interface AlarmWatchEvents {
  /** A new alarm, once per excursion: sound it. */
  onAlarm(alarm: ActiveAlarm): void;
  /** The alarms changed (raised, acknowledged, ended). */
  onChange(): void;
}

export class AlarmWatch {
  monitor: MonitorState = startMonitor(0);
  private rhythm = new RhythmWatch();
  private lastBattery: number | null = null;
  private unlink: (() => void) | null = null;
  private sensor: Pick<SensorSource, 'getSnapshot'> | null = null;
  /** A reading came since the last restart: silence from now on is a lost signal. */
  private heard = false;

  constructor(
    private readonly recorder: Pick<Recorder, 'getState' | 'dispatch'>,
    public limits: AlarmLimits,
    private readonly events: AlarmWatchEvents,
    private readonly now: () => number = Date.now,
  ) {}

  /** Recording and not stopped: only then do alarms go off. */
  get monitored(): boolean {
    const status = this.recorder.getState().recording?.status;
    return status === 'running' || status === 'paused';
  }

  /**
   * Starts watching afresh from `at` (a start or a resume): no-signal counts from there.
   * `resumed`: the alarms an interrupted recording left unacknowledged, sounding again;
   * `restSystolicMmHg`: its pre-exercise systolic, still the baseline of a fall.
   */
  restart(
    at: number,
    resumed: readonly ActiveAlarm[] = [],
    restSystolicMmHg: number | null = null,
  ): void {
    this.monitor = startMonitor(at, resumed, restSystolicMmHg);
    this.rhythm = new RhythmWatch();
    this.lastBattery = null;
    this.heard = false;
  }

  /** Follows this sensor's readings and battery (null: none, e.g. heart rate typed by hand). */
  watch(sensor: Pick<SensorSource, 'onReading' | 'subscribe' | 'getSnapshot'> | null): void {
    this.unlink?.();
    this.unlink = null;
    this.sensor = sensor;
    if (!sensor) return;
    const offReading = sensor.onReading((reading) => this.reading(reading));
    const battery = () => {
      const { batteryPct } = sensor.getSnapshot().status;
      if (batteryPct === null || batteryPct === this.lastBattery) return;
      this.lastBattery = batteryPct;
      this.step({ type: 'battery', at: this.now(), pct: batteryPct });
    };
    const offStatus = sensor.subscribe(battery);
    battery();
    this.unlink = () => {
      offReading();
      offStatus();
    };
  }

  /** A quick entry; SpO₂, blood pressure and Borg are checked against the limits too. */
  entry(entry: QuickEntry, at: number): void {
    this.recorder.dispatch({ type: 'entry', at, entry });
    if (entry.kind === 'spo2') this.step({ type: 'spo2', at, pct: entry.value });
    if (entry.kind === 'bp') {
      const { systolic } = entry.value;
      this.step({ type: 'bp', at, systolic, preExercise: entry.phase === 'before' });
    }
    if (entry.kind === 'rpe') this.step({ type: 'borg', at, rating: entry.value });
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

  tick(at: number): void {
    this.step({ type: 'tick', at });
  }

  dispose(): void {
    this.watch(null);
  }

  private reading({ at, hr, rrIntervals }: SensorReading): void {
    this.heard = true;
    if (hr !== undefined) this.step({ type: 'hr', at, bpm: hr });
    if (rrIntervals?.length) {
      const { irregular, measured } = this.rhythm.add(rrIntervals);
      this.step({ type: 'rhythm', at, irregular, measured });
    }
  }

  /**
   * No sensor in use (heart rate typed by hand, or never connected): silence is not a lost
   * signal. Once a sensor is connected or has sent a reading, it is.
   */
  private effectiveLimits(): AlarmLimits {
    const connected = this.sensor?.getSnapshot().status.state === 'connected';
    if (this.heard || connected) return this.limits;
    return { ...this.limits, noSignalAfterS: Number.POSITIVE_INFINITY };
  }

  private step(input: MonitorInput): void {
    if (!this.monitored) return;
    const before = this.monitor;
    const { state, raised } = stepMonitor(this.monitor, this.effectiveLimits(), input);
    this.monitor = state;
    for (const alarm of raised) {
      const { rule, measured, limit, repeat } = alarm;
      // A re-alert is stored as such, so a report counts one alarm per excursion.
      const value = repeat > 0 ? { rule, measured, limit, repeat } : { rule, measured, limit };
      this.recorder.dispatch({ type: 'entry', at: input.at, entry: { kind: 'alarm', value } });
      this.events.onAlarm(alarm);
    }
    if (!sameAlarms(before.alarms, state.alarms)) this.events.onChange();
  }
}

const alarmKey = (alarm: ActiveAlarm) =>
  `${alarm.rule}:${alarm.raisedAt}:${alarm.acknowledged}:${alarm.ongoing}:${alarm.repeat}`;

function sameAlarms(a: readonly ActiveAlarm[], b: readonly ActiveAlarm[]): boolean {
  return a.length === b.length && a.every((alarm, i) => alarmKey(alarm) === alarmKey(b[i]!));
}
