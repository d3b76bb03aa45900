/**
 * The recording in progress, outside React so it survives navigation: applies actions, follows
 * the sensor (readings, drops and returns as markers), checkpoints at least every 5 s and on
 * every clinician action, and saves through the outbox. Time, storage and the outbox are
 * injected so the whole life cycle runs in unit tests.
 */
import type { Clock } from '../../lib/clock';
import type { SensorHub } from '../devices';
import type { Checkpoint } from './checkpoint';
import {
  type Recording,
  type RecordingAction,
  type RecordingSetup,
  reduceRecording,
  startRecording,
} from './recording';

export const CHECKPOINT_INTERVAL_MS = 5000;

/** Marker values that explain gaps in the recording. */
const GAP_MARKERS = {
  sensorLost: 'sensor-lost',
  sensorBack: 'sensor-back',
  interrupted: 'recording-interrupted',
  resumed: 'recording-resumed',
} as const;

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

export type SensorSource = Pick<SensorHub, 'onReading' | 'subscribe' | 'getSnapshot'>;

/** 'reading': only a sample row was added (up to the sensor's rate, maybe 50 a second). */
export type RecorderChange = 'reading' | 'other';

export interface RecorderState {
  recording: Recording | null;
  checkpointFailed: boolean;
  /** Counts checkpoint deletions, so the resume banner knows to look again. */
  checkpointsRemoved: number;
}

export function createRecorder(deps: RecorderDeps) {
  const { clock } = deps;
  let state: RecorderState = { recording: null, checkpointFailed: false, checkpointsRemoved: 0 };
  const listeners = new Set<(change: RecorderChange) => void>();
  let timer: unknown = null;
  let unlinkSensor: (() => void) | null = null;
  /** Storage calls run one after another, so an older checkpoint never lands after a newer one. */
  let storage: Promise<unknown> = Promise.resolve();

  const publish = (next: Partial<RecorderState>, change: RecorderChange = 'other') => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(change);
  };
  const queueStorage = <T>(work: () => Promise<T>): Promise<T> => {
    const result = storage.then(work);
    storage = result.catch(() => undefined);
    return result;
  };

  const checkpoint = (): Promise<void> => {
    const recording = state.recording;
    if (!recording) return Promise.resolve();
    return queueStorage(() => deps.writeCheckpoint(recording, clock.now())).then(
      () => state.checkpointFailed && publish({ checkpointFailed: false }),
      () => publish({ checkpointFailed: true }),
    ) as Promise<void>;
  };

  const scheduleCheckpoints = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      void checkpoint();
      scheduleCheckpoints();
    }, CHECKPOINT_INTERVAL_MS);
  };

  const dispatch = (action: RecordingAction) => {
    const recording = state.recording;
    if (!recording) return;
    const next = reduceRecording(recording, action);
    if (next === recording) return;
    publish({ recording: next }, action.type === 'reading' ? 'reading' : 'other');
    // Readings wait for the 5 s checkpoint; anything the clinician did is stored at once.
    if (action.type !== 'reading') void checkpoint();
  };

  const marker = (value: string) =>
    dispatch({ type: 'entry', at: clock.now(), entry: { kind: 'marker', value } });

  const linkSensor = (sensor: SensorSource | null) => {
    unlinkSensor?.();
    unlinkSensor = null;
    if (!sensor) return;
    let wasConnected = sensor.getSnapshot().status.state === 'connected';
    const noteDevice = () => {
      const { status } = sensor.getSnapshot();
      if (status.state !== 'connected' || !status.deviceName || !status.kind) return;
      const current = state.recording?.device;
      if (current?.name === status.deviceName && current.kind === status.kind) return;
      dispatch({ type: 'device', device: { name: status.deviceName, kind: status.kind } });
    };
    noteDevice();
    const offReading = sensor.onReading((reading) => dispatch({ type: 'reading', reading }));
    const offStatus = sensor.subscribe(() => {
      const connected = sensor.getSnapshot().status.state === 'connected';
      if (connected === wasConnected) return;
      wasConnected = connected;
      if (state.recording?.status === 'stopped') return;
      marker(connected ? GAP_MARKERS.sensorBack : GAP_MARKERS.sensorLost);
      noteDevice();
    });
    unlinkSensor = () => {
      offReading();
      offStatus();
    };
  };

  const begin = (recording: Recording, sensor: SensorSource | null) => {
    publish({ recording, checkpointFailed: false });
    linkSensor(sensor);
    deps.onBegin?.(recording, sensor);
    scheduleCheckpoints();
    return checkpoint();
  };

  /** Forgets the recording (if it is the current one) and then its checkpoint. */
  const end = async (activityId: string) => {
    if (state.recording?.activityId === activityId) {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      linkSensor(null);
      deps.onEnd?.();
      // Before the delete, so no later action can write the checkpoint back.
      publish({ recording: null, checkpointFailed: false });
    }
    await queueStorage(() => deps.deleteCheckpoint(activityId));
    publish({ checkpointsRemoved: state.checkpointsRemoved + 1 });
  };

  return {
    getState: (): RecorderState => state,
    /** `change` tells a new sensor row apart from everything else, for screens that throttle. */
    subscribe(listener: (change: RecorderChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** `at`: a class starts every participant at the same instant. */
    start(setup: RecordingSetup, sensor: SensorSource | null, at = clock.now()): Promise<void> {
      return begin(startRecording(setup, deps.newId(), at), sensor);
    },
    /** Continues a checkpointed recording; the time it was not being recorded is marked. */
    resume({ recording, savedAt }: Checkpoint, sensor: SensorSource | null): Promise<void> {
      let resumed = recording;
      if (recording.status !== 'stopped') {
        const gap = (value: string, at: number): RecordingAction => ({
          type: 'entry',
          at,
          entry: { kind: 'marker', value },
        });
        resumed = reduceRecording(resumed, gap(GAP_MARKERS.interrupted, savedAt));
        resumed = reduceRecording(resumed, gap(GAP_MARKERS.resumed, clock.now()));
      }
      return begin(resumed, recording.status === 'stopped' ? null : sensor);
    },
    dispatch,
    now: () => clock.now(),
    /** Pending checkpoint writes, then: the page may go away now. */
    flush: () => checkpoint(),
    /** Queues the recording for the server; the checkpoint goes only once the outbox has it. */
    async save(): Promise<void> {
      const recording = state.recording;
      if (recording?.status !== 'stopped') throw new Error('Stop the recording first');
      await deps.saveRecording(recording, clock.now());
      await end(recording.activityId);
    },
    discard(activityId: string): Promise<void> {
      return end(activityId);
    },
    /** Sign-out: forget the recording in memory (the database itself is deleted elsewhere). */
    reset(): void {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      linkSensor(null);
      deps.onEnd?.();
      publish({ recording: null, checkpointFailed: false });
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
