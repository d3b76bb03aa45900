/**
 * The recording in progress, outside React so it survives navigation: applies actions, follows
 * the sensor (readings, drops and returns as markers), checkpoints at least every 5 s and on
 * every clinician action, and saves through the outbox. Time, storage and the outbox are
 * injected so the whole life cycle runs in unit tests.
 */
import type { Clock } from '../../lib/clock';
import type { Checkpoint } from './checkpoint';
import { createCheckpointSchedule } from './checkpoint-schedule';
import { markInterruption } from './gap-markers';
import { followSensor, type SensorSource } from './recorder-sensor';
import {
  type Recording,
  type RecordingAction,
  type RecordingSetup,
  reduceRecording,
  startRecording,
} from './recording';

export { CHECKPOINT_INTERVAL_MS } from './checkpoint-schedule';
export type { SensorSource } from './recorder-sensor';

export interface RecorderDeps {
  clock: Clock;
  newId(): string;
  writeCheckpoint(recording: Recording, savedAt: number): Promise<void>;
  deleteCheckpoint(activityId: string): Promise<void>;
  /** Hands the finished recording to the outbox; resolves once it is stored on the device. */
  saveRecording(recording: Recording, timestamp: number): Promise<void>;
  /** A recording started or resumed on this sensor (the single recording's alarms follow it). */
  onBegin?(recording: Recording, sensor: SensorSource | null): void;
  /** The recording was saved, discarded or forgotten. */
  onEnd?(): void;
}

/** 'reading': only a sample row was added (up to the sensor's rate, maybe 50 a second). */
export type RecorderChange = 'reading' | 'other';

export interface RecorderState {
  recording: Recording | null;
  checkpointFailed: boolean;
  /** Counts checkpoint deletions, so the resume banner knows to look again. */
  checkpointsRemoved: number;
}

/** The recorder's state; every change is published to all its listeners. */
function createRecorderState() {
  let state: RecorderState = { recording: null, checkpointFailed: false, checkpointsRemoved: 0 };
  const listeners = new Set<(change: RecorderChange) => void>();
  return {
    get: (): RecorderState => state,
    publish(next: Partial<RecorderState>, change: RecorderChange = 'other') {
      state = { ...state, ...next };
      for (const listener of listeners) listener(change);
    },
    subscribe(listener: (change: RecorderChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createRecorder(deps: RecorderDeps) {
  const { clock } = deps;
  const state = createRecorderState();
  const { publish } = state;
  let unfollowSensor: (() => void) | null = null;
  const checkpoints = createCheckpointSchedule(deps, {
    recording: () => state.get().recording,
    onWritten: (failed) => {
      if (failed || state.get().checkpointFailed) publish({ checkpointFailed: failed });
    },
  });
  const checkpoint = checkpoints.write;

  const dispatch = (action: RecordingAction) => {
    const recording = state.get().recording;
    if (!recording) return;
    const next = reduceRecording(recording, action);
    if (next === recording) return;
    publish({ recording: next }, action.type === 'reading' ? 'reading' : 'other');
    // Readings wait for the 5 s checkpoint; anything the clinician did is stored at once.
    if (action.type !== 'reading') void checkpoint();
  };

  const linkSensor = (sensor: SensorSource | null) => {
    unfollowSensor?.();
    unfollowSensor = null;
    if (!sensor) return;
    const recorder = { recording: () => state.get().recording, dispatch, now: () => clock.now() };
    unfollowSensor = followSensor(sensor, recorder);
  };

  const begin = (recording: Recording, sensor: SensorSource | null) => {
    publish({ recording, checkpointFailed: false });
    linkSensor(sensor);
    deps.onBegin?.(recording, sensor);
    checkpoints.start();
    return checkpoint();
  };

  /** Stops following the recording in memory: no timer, no sensor, nothing to show. */
  const forget = () => {
    checkpoints.stop();
    linkSensor(null);
    deps.onEnd?.();
    publish({ recording: null, checkpointFailed: false });
  };

  /** Forgets the recording (if it is the current one) and then its checkpoint. */
  const end = async (activityId: string) => {
    // Before the delete, so no later action can write the checkpoint back.
    if (state.get().recording?.activityId === activityId) forget();
    await checkpoints.remove(activityId);
    publish({ checkpointsRemoved: state.get().checkpointsRemoved + 1 });
  };

  return {
    getState: state.get,
    /** `change` tells a new sensor row apart from everything else, for screens that throttle. */
    subscribe: state.subscribe,
    /** `at`: a class starts every participant at the same instant. */
    start(setup: RecordingSetup, sensor: SensorSource | null, at = clock.now()): Promise<void> {
      return begin(startRecording(setup, deps.newId(), at), sensor);
    },
    /** Continues a checkpointed recording; the time it was not being recorded is marked. */
    resume({ recording, savedAt }: Checkpoint, sensor: SensorSource | null): Promise<void> {
      if (recording.status === 'stopped') return begin(recording, null);
      return begin(markInterruption(recording, savedAt, clock.now()), sensor);
    },
    dispatch,
    now: () => clock.now(),
    /** Pending checkpoint writes, then: the page may go away now. */
    flush: () => checkpoint(),
    /** Queues the recording for the server; the checkpoint goes only once the outbox has it. */
    async save(): Promise<void> {
      const recording = state.get().recording;
      if (recording?.status !== 'stopped') throw new Error('Stop the recording first');
      await deps.saveRecording(recording, clock.now());
      await end(recording.activityId);
    },
    discard(activityId: string): Promise<void> {
      return end(activityId);
    },
    /** Sign-out: forget the recording in memory (the database itself is deleted elsewhere). */
    reset: forget,
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
