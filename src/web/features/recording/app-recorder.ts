/**
 * The app's one recorder: real time, IndexedDB checkpoints, the sync outbox for saving.
 * Module-level, so the recording goes on while the clinician visits other screens.
 */

import { useSyncExternalStore } from 'react';
import { apiPaths } from '../../../common/api/api-paths';
import { systemClock } from '../../lib/clock';
import { registerSwitchGuard } from '../../lib/switch-guards';
import { throttledSubscribe } from '../../lib/throttled-subscribe';
import { userResource } from '../../lib/user-state';
import { activityEntityKey, queueWrite } from '../sync';
import { activityInputOf } from './activity-input';
import { deleteCheckpoint, writeCheckpoint } from './checkpoint';
import { createRecorder, type RecorderDeps, type RecorderState } from './recorder';
import { createSingleAlarms } from './single-alarms';

/** A recorder on real time that checkpoints to IndexedDB and saves through the outbox. */
export function createOutboxRecorder(hooks: Pick<RecorderDeps, 'onBegin' | 'onEnd'> = {}) {
  return createRecorder({
    ...hooks,
    clock: systemClock,
    newId: () => crypto.randomUUID(),
    writeCheckpoint,
    deleteCheckpoint,
    saveRecording(recording, timestamp) {
      const path = apiPaths.activity(recording.activityId);
      return queueWrite({
        entityKey: activityEntityKey(recording.activityId),
        method: 'PUT',
        path,
        body: activityInputOf(recording, timestamp),
      });
    },
  });
}

// A wipe drops the recording in memory; its checkpoint goes (or stays, after a 401) with the database.
export const appRecorder = userResource(
  createOutboxRecorder({
    onBegin: (recording, sensor) => singleAlarms.begin(recording, sensor, Date.now()),
    onEnd: () => singleAlarms.end(),
  }),
  (recorder) => recorder.reset(),
);

/** The single recording's alarms, on the app's recorder. */
export const singleAlarms = createSingleAlarms(appRecorder);

// Until it is saved or discarded, a recording belongs to the workspace it was started in.
registerSwitchGuard(() => (appRecorder.getState().recording ? 'recording' : null));

// The 5 s checkpoint may be up to 5 s old when the tab goes away: store the latest now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void appRecorder.flush();
  });
  window.addEventListener('pagehide', () => void appRecorder.flush());
}

/**
 * Re-renders at once for what the clinician does, and at most 4 times a second for readings:
 * a fast sensor must not re-render the whole screen per packet (the chart draws on its own).
 */
const subscribeThrottled = throttledSubscribe(
  (listener) => appRecorder.subscribe((change) => listener(change === 'other')),
  250,
);

export function useRecorderState(): RecorderState {
  return useSyncExternalStore(subscribeThrottled, appRecorder.getState, appRecorder.getState);
}
