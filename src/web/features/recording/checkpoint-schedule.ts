/**
 * When the recording in progress is checkpointed: every CHECKPOINT_INTERVAL_MS while it runs and
 * whenever the recorder asks, with every storage call run one after another, so an older
 * checkpoint never lands after a newer one (nor after the delete that ends the recording).
 */
import type { Clock } from '../../lib/clock';
import type { Recording } from './recording';

export const CHECKPOINT_INTERVAL_MS = 5000;

interface CheckpointStorage {
  clock: Clock;
  writeCheckpoint(recording: Recording, savedAt: number): Promise<void>;
  deleteCheckpoint(activityId: string): Promise<void>;
}

interface CheckpointedRecorder {
  /** The recording to checkpoint now, if any. */
  recording(): Recording | null;
  /** Each write's outcome: false once it is stored, true when storage refused it. */
  onWritten(failed: boolean): void;
}

function createStorageQueue() {
  let storage: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = storage.then(work);
    storage = result.catch(() => undefined);
    return result;
  };
}

export function createCheckpointSchedule(deps: CheckpointStorage, recorder: CheckpointedRecorder) {
  const { clock } = deps;
  const queueStorage = createStorageQueue();
  let timer: unknown = null;

  const write = (): Promise<void> => {
    const recording = recorder.recording();
    if (!recording) return Promise.resolve();
    return queueStorage(() => deps.writeCheckpoint(recording, clock.now())).then(
      () => recorder.onWritten(false),
      () => recorder.onWritten(true),
    );
  };
  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  /** Writes every interval from now on (a new start begins the interval again). */
  const start = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      void write();
      start();
    }, CHECKPOINT_INTERVAL_MS);
  };
  const remove = (activityId: string) => queueStorage(() => deps.deleteCheckpoint(activityId));

  return { write, start, stop, remove };
}
