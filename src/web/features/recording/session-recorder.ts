/**
 * The session in progress, outside React so it survives navigation: applies actions, follows
 * the sensor (readings, drops and returns as markers), checkpoints at least every 5 s and on
 * every clinician action, and saves through the outbox. Time, storage and the outbox are
 * injected so the whole life cycle runs in unit tests.
 */
import type { Clock } from '../../lib/clock';
import type { SensorHub } from '../devices';
import type { Checkpoint } from './checkpoint';
import {
  type RecordingSession,
  reduceSession,
  type SessionAction,
  type SessionSetup,
  startSession,
} from './recording-session';

export const CHECKPOINT_INTERVAL_MS = 5000;

/** Marker values that explain gaps in the recording. */
export const GAP_MARKERS = {
  sensorLost: 'sensor-lost',
  sensorBack: 'sensor-back',
  interrupted: 'recording-interrupted',
  resumed: 'recording-resumed',
} as const;

export interface RecorderDeps {
  clock: Clock;
  newId(): string;
  writeCheckpoint(session: RecordingSession, savedAt: number): Promise<void>;
  deleteCheckpoint(activityId: string): Promise<void>;
  /** Hands the finished session to the outbox; resolves once it is stored on the device. */
  saveSession(session: RecordingSession, timestamp: number): Promise<void>;
}

type SensorSource = Pick<SensorHub, 'onReading' | 'subscribe' | 'getSnapshot'>;

/** 'reading': only a sample row was added (up to the sensor's rate, maybe 50 a second). */
export type RecorderChange = 'reading' | 'other';

export interface RecorderState {
  session: RecordingSession | null;
  checkpointFailed: boolean;
  /** Counts checkpoint deletions, so the resume banner knows to look again. */
  checkpointsRemoved: number;
}

export function createSessionRecorder(deps: RecorderDeps) {
  const { clock } = deps;
  let state: RecorderState = { session: null, checkpointFailed: false, checkpointsRemoved: 0 };
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
    const session = state.session;
    if (!session) return Promise.resolve();
    return queueStorage(() => deps.writeCheckpoint(session, clock.now())).then(
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

  const dispatch = (action: SessionAction) => {
    const session = state.session;
    if (!session) return;
    const next = reduceSession(session, action);
    if (next === session) return;
    publish({ session: next }, action.type === 'reading' ? 'reading' : 'other');
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
      const current = state.session?.device;
      if (current?.name === status.deviceName && current.kind === status.kind) return;
      dispatch({ type: 'device', device: { name: status.deviceName, kind: status.kind } });
    };
    noteDevice();
    const offReading = sensor.onReading((reading) => dispatch({ type: 'reading', reading }));
    const offStatus = sensor.subscribe(() => {
      const connected = sensor.getSnapshot().status.state === 'connected';
      if (connected === wasConnected) return;
      wasConnected = connected;
      if (state.session?.status === 'stopped') return;
      marker(connected ? GAP_MARKERS.sensorBack : GAP_MARKERS.sensorLost);
      noteDevice();
    });
    unlinkSensor = () => {
      offReading();
      offStatus();
    };
  };

  const begin = (session: RecordingSession, sensor: SensorSource | null) => {
    publish({ session, checkpointFailed: false });
    linkSensor(sensor);
    scheduleCheckpoints();
    return checkpoint();
  };

  /** Forgets the session (if it is the current one) and then its checkpoint. */
  const end = async (activityId: string) => {
    if (state.session?.activityId === activityId) {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      linkSensor(null);
      // Before the delete, so no later action can write the checkpoint back.
      publish({ session: null, checkpointFailed: false });
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
    start(setup: SessionSetup, sensor: SensorSource | null): Promise<void> {
      return begin(startSession(setup, deps.newId(), clock.now()), sensor);
    },
    /** Continues a checkpointed session; the time it was not being recorded is marked. */
    resume({ session, savedAt }: Checkpoint, sensor: SensorSource | null): Promise<void> {
      let resumed = session;
      if (session.status !== 'stopped') {
        const gap = (value: string, at: number): SessionAction => ({
          type: 'entry',
          at,
          entry: { kind: 'marker', value },
        });
        resumed = reduceSession(resumed, gap(GAP_MARKERS.interrupted, savedAt));
        resumed = reduceSession(resumed, gap(GAP_MARKERS.resumed, clock.now()));
      }
      return begin(resumed, session.status === 'stopped' ? null : sensor);
    },
    dispatch,
    now: () => clock.now(),
    /** Pending checkpoint writes, then: the page may go away now. */
    flush: () => checkpoint(),
    /** Queues the session for the server; the checkpoint goes only once the outbox has it. */
    async save(): Promise<void> {
      const session = state.session;
      if (session?.status !== 'stopped') throw new Error('Stop the session first');
      await deps.saveSession(session, clock.now());
      await end(session.activityId);
    },
    discard(activityId: string): Promise<void> {
      return end(activityId);
    },
    /** Sign-out: forget the session in memory (the database itself is deleted elsewhere). */
    reset(): void {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      linkSensor(null);
      publish({ session: null, checkpointFailed: false });
    },
  };
}

export type SessionRecorder = ReturnType<typeof createSessionRecorder>;
