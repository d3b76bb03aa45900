import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import type { SensorReading, SensorSnapshot, SensorStatus } from '../devices';
import { checkpointFrom, checkpointOf } from './checkpoint';
import { CHECKPOINT_INTERVAL_MS, createRecorder } from './recorder';
import type { Recording } from './recording';
import { makeSetup } from './recording-factory.test-helpers';

function fakeSensor() {
  const status: SensorStatus = {
    state: 'connected',
    deviceName: 'Polar H10',
    deviceId: null,
    kind: 'heart-rate',
    batteryPct: 90,
    reconnectAttempt: 0,
    droppedPackets: 0,
    error: null,
  };
  let snapshot: SensorSnapshot = { status, lastReading: null };
  const listeners = new Set<() => void>();
  const readingListeners = new Set<(reading: SensorReading) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReading(listener: (reading: SensorReading) => void) {
      readingListeners.add(listener);
      return () => readingListeners.delete(listener);
    },
    emit(reading: SensorReading) {
      for (const listener of readingListeners) listener(reading);
    },
    setState(state: SensorStatus['state']) {
      snapshot = { ...snapshot, status: { ...snapshot.status, state } };
      for (const listener of listeners) listener();
    },
  };
}

function setup() {
  const clock = createFakeClock();
  const stored = new Map<string, unknown>();
  const saved: { recording: Recording; timestamp: number }[] = [];
  const recorder = createRecorder({
    clock,
    newId: () => '11111111-2222-4333-8444-555555555555',
    writeCheckpoint: async (recording, savedAt) => {
      stored.set(recording.activityId, structuredClone(checkpointOf(recording, savedAt)));
    },
    deleteCheckpoint: async (id) => {
      stored.delete(id);
    },
    saveRecording: async (recording, timestamp) => {
      saved.push({ recording, timestamp });
    },
  });
  const sensor = fakeSensor();
  const storedSession = () => checkpointFrom([...stored.values()][0])?.recording;
  return { clock, stored, saved, recorder, sensor, storedSession };
}

describe('recording recorder', () => {
  it('records the sensor readings and checkpoints them every 5 s', async () => {
    const { clock, recorder, sensor, storedSession } = setup();
    await recorder.start(makeSetup(), sensor);
    expect(recorder.getState().recording?.device).toEqual({
      name: 'Polar H10',
      kind: 'heart-rate',
    });
    for (let i = 1; i <= 4; i++) {
      await clock.advance(1000);
      sensor.emit({ at: clock.now(), hr: 80 + i });
    }
    expect(storedSession()?.samples.hr).toEqual([]);
    await clock.advance(CHECKPOINT_INTERVAL_MS - 4000);
    expect(storedSession()?.samples.hr).toEqual([81, 82, 83, 84]);
  });

  it('checkpoints at once on every clinician action', async () => {
    const { clock, recorder, sensor, storedSession } = setup();
    await recorder.start(makeSetup(), sensor);
    await clock.advance(1200);
    recorder.dispatch({ type: 'entry', at: clock.now(), entry: { kind: 'rpe', value: 12 } });
    await clock.advance(0);
    expect(storedSession()?.events).toEqual([{ t: 1200, kind: 'rpe', value: 12 }]);
  });

  it('marks a sensor drop and its return, with the timer running through it', async () => {
    const { clock, recorder, sensor } = setup();
    await recorder.start(makeSetup(), sensor);
    await clock.advance(10_000);
    sensor.setState('reconnecting');
    await clock.advance(7000);
    sensor.setState('connected');
    const events = recorder.getState().recording?.events;
    expect(events).toEqual([
      { t: 10_000, kind: 'marker', value: 'sensor-lost' },
      { t: 17_000, kind: 'marker', value: 'sensor-back' },
    ]);
    expect(recorder.getState().recording?.status).toBe('running');
  });

  it('resumes a checkpoint with its samples, marking the time it was not recording', async () => {
    const first = setup();
    await first.recorder.start(makeSetup(), first.sensor);
    await first.clock.advance(1000);
    first.sensor.emit({ at: first.clock.now(), hr: 90, rrIntervals: [666] });
    await first.clock.advance(CHECKPOINT_INTERVAL_MS);
    const checkpoint = checkpointFrom([...first.stored.values()][0])!;

    const second = setup();
    await second.clock.advance(checkpoint.savedAt + 3000 - second.clock.now());
    await second.recorder.resume(checkpoint, second.sensor);
    const recording = second.recorder.getState().recording!;
    expect(recording.samples).toEqual({ t: [1000], hr: [90], rr: [666] });
    expect(recording.events).toEqual([
      { t: 5000, kind: 'marker', value: 'recording-interrupted' },
      { t: 8000, kind: 'marker', value: 'recording-resumed' },
    ]);
  });

  it('saves through the outbox, and only then deletes the checkpoint', async () => {
    const { clock, recorder, stored, saved } = setup();
    await recorder.start(makeSetup(), null);
    recorder.dispatch({ type: 'manual-hr', at: clock.now() + 500, hr: 88 });
    await expect(recorder.save()).rejects.toThrow(/Stop/);
    await clock.advance(60_000);
    recorder.dispatch({ type: 'stop', at: clock.now() });
    await recorder.save();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.recording.samples.hr).toEqual([88]);
    expect(saved[0]!.timestamp).toBe(clock.now());
    expect(stored.size).toBe(0);
    expect(recorder.getState().recording).toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('a failing save keeps the recording and its checkpoint', async () => {
    const clock = createFakeClock();
    const stored = new Set<string>();
    const recorder = createRecorder({
      clock,
      newId: () => 'id-1',
      writeCheckpoint: async (recording) => void stored.add(recording.activityId),
      deleteCheckpoint: async (id) => void stored.delete(id),
      saveRecording: () => Promise.reject(new Error('No available storage method found.')),
    });
    await recorder.start(makeSetup(), null);
    recorder.dispatch({ type: 'stop', at: clock.now() + 1000 });
    await expect(recorder.save()).rejects.toThrow(/storage/);
    expect(recorder.getState().recording?.status).toBe('stopped');
    expect(stored.has('id-1')).toBe(true);
  });
});
