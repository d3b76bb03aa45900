import { describe, expect, it } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { unacknowledgedAlarms } from '../../../common/alarms/alarm-resume';
import type { SensorReading, SensorSnapshot } from '../devices';
import { AlarmWatch } from './alarm-watch';
import { type Recording, type RecordingAction, reduceRecording, startRecording } from './recording';
import { makeSetup, T0 } from './recording-factory.test-helpers';

const TARGET = { lowBpm: 100, highBpm: 120 };

/** A recorder that only applies actions, and a sensor the test speaks for. */
function harness(connected: boolean, batteryPct = 80) {
  let recording: Recording = startRecording(makeSetup({ target: TARGET }), 'a-1', T0);
  const recorder = {
    getState: () => ({ recording, checkpointFailed: false, checkpointsRemoved: 0 }),
    dispatch: (action: RecordingAction) => {
      recording = reduceRecording(recording, action);
    },
  };
  const readers = new Set<(reading: SensorReading) => void>();
  const snapshot = {
    status: { state: connected ? 'connected' : 'disconnected', batteryPct },
  } as unknown as SensorSnapshot;
  const sensor = {
    onReading: (listener: (reading: SensorReading) => void) => {
      readers.add(listener);
      return () => readers.delete(listener);
    },
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
  };
  const raised: string[] = [];
  const watch = new AlarmWatch(
    recorder,
    defaultAlarmLimits({ hrMaxBpm: 180, target: TARGET }),
    { onAlarm: (alarm) => raised.push(alarm.rule), onChange: () => undefined },
    () => T0,
  );
  watch.restart(T0);
  watch.watch(sensor);
  const send = (secondsIn: number, hr: number) => {
    for (const reader of readers) reader({ at: T0 + secondsIn * 1000, hr });
  };
  return { watch, send, raised, events: () => recording.events, recorder };
}

describe('the alarm watch of a recording', () => {
  it('stores one alarm for a stay above target, and who acknowledged it', () => {
    const { watch, send, raised, events } = harness(true);
    for (let s = 1; s <= 40; s++) send(s, s < 5 ? 110 : 131);
    expect(raised).toEqual(['above-target']);
    watch.acknowledge('above-target', 'Ana Souza', T0 + 41_000);
    expect(events()).toEqual([
      {
        t: expect.any(Number),
        kind: 'alarm',
        value: { rule: 'above-target', measured: 131, limit: 120 },
      },
      { t: 41_000, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana Souza' } },
    ]);
    // Acknowledged: the same stay above target does not alarm again.
    for (let s = 42; s <= 80; s++) send(s, 131);
    expect(raised).toEqual(['above-target']);
  });

  it('stores a re-alert of an acknowledged alarm as a repeat, 2 min after the ack', () => {
    const { watch, send, raised, events } = harness(true);
    for (let s = 1; s <= 40; s++) send(s, 131);
    watch.acknowledge('above-target', 'Ana Souza', T0 + 41_000);
    for (let s = 41; s <= 161; s++) send(s, 131);
    expect(raised).toEqual(['above-target', 'above-target']);
    const alarms = events().filter((event) => event.kind === 'alarm');
    expect(alarms.map((event) => event.value)).toEqual([
      { rule: 'above-target', measured: 131, limit: 120 },
      { rule: 'above-target', measured: 131, limit: 120, repeat: 1 },
    ]);
    expect(alarms[1]!.t).toBe(161_000);
  });

  it('brings back the alarms a resumed recording left unacknowledged, still sounding', () => {
    const { watch, send, raised, recorder } = harness(true);
    for (let s = 1; s <= 40; s++) send(s, 131);
    watch.entry({ kind: 'spo2', value: 85 }, T0 + 41_000);
    watch.acknowledge('spo2-low', 'Ana Souza', T0 + 42_000);
    const { events, startedAt } = recorder.getState().recording;
    const resumed = unacknowledgedAlarms(events, startedAt);
    watch.restart(T0 + 300_000, resumed);
    expect(watch.monitor.alarms).toEqual([
      expect.objectContaining({ rule: 'above-target', acknowledged: false, measured: 131 }),
    ]);
    // The same stay above target after the reload is not a second alarm.
    for (let s = 301; s <= 340; s++) send(s, 131);
    expect(raised).toEqual(['above-target', 'spo2-low']);
  });

  it('calls silence a lost signal only once a sensor is in use', () => {
    const silent = harness(false);
    for (let s = 1; s <= 30; s++) silent.watch.tick(T0 + s * 1000);
    expect(silent.raised).toEqual([]);
    const lost = harness(false);
    lost.send(1, 110);
    for (let s = 2; s <= 30; s++) lost.watch.tick(T0 + s * 1000);
    expect(lost.raised).toEqual(['no-signal']);
  });

  it('checks SpO₂ and blood pressure entries against the limits', () => {
    const { watch, raised, events } = harness(true);
    watch.entry({ kind: 'spo2', value: 85 }, T0 + 5000);
    watch.entry({ kind: 'bp', value: { systolic: 210, diastolic: 95 } }, T0 + 6000);
    expect(raised).toEqual(['spo2-low', 'systolic-high']);
    expect(events().map((event) => event.kind)).toEqual(['spo2', 'alarm', 'bp', 'alarm']);
  });

  it('raises a low battery once, from the sensor status', () => {
    const { raised } = harness(true);
    expect(raised).toEqual([]);
    const low = harness(true, 10);
    expect(low.raised).toEqual(['battery-low']);
  });

  it('raises nothing once the recording is stopped', () => {
    const { watch, send, raised, recorder } = harness(true);
    recorder.dispatch({ type: 'stop', at: T0 + 1000 });
    for (let s = 1; s <= 40; s++) send(s, 200);
    watch.entry({ kind: 'spo2', value: 80 }, T0 + 41_000);
    expect(raised).toEqual([]);
  });
});
