/**
 * The app's one recorder: real time, IndexedDB checkpoints, the sync outbox for saving.
 * Module-level, so the session goes on while the clinician visits other screens.
 */
import { useSyncExternalStore } from 'react';
import { systemClock } from '../../lib/clock';
import { onClearLocalData } from '../../lib/local-data';
import { activityEntityKey, queueWrite } from '../sync';
import { activityInputOf } from './activity-input';
import { deleteCheckpoint, writeCheckpoint } from './checkpoint';
import { createSessionRecorder, type RecorderState } from './session-recorder';

export const sessionRecorder = createSessionRecorder({
  clock: systemClock,
  newId: () => crypto.randomUUID(),
  writeCheckpoint,
  deleteCheckpoint,
  saveSession(session, timestamp) {
    const path = `/api/activities/${encodeURIComponent(session.activityId)}`;
    return queueWrite({
      entityKey: activityEntityKey(session.activityId),
      method: 'PUT',
      path,
      body: activityInputOf(session, timestamp),
    });
  },
});

onClearLocalData(sessionRecorder.reset);

// The 5 s checkpoint may be up to 5 s old when the tab goes away: store the latest now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sessionRecorder.flush();
  });
  window.addEventListener('pagehide', () => void sessionRecorder.flush());
}

/**
 * Re-renders at once for what the clinician does, and at most 4 times a second for readings:
 * a fast sensor must not re-render the whole screen per packet (the chart draws on its own).
 */
const READING_RENDER_INTERVAL_MS = 250;

function subscribeThrottled(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    listener();
  };
  const unsubscribe = sessionRecorder.subscribe((change) => {
    if (change === 'other') fire();
    else timer ??= setTimeout(fire, READING_RENDER_INTERVAL_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}

export function useRecorderState(): RecorderState {
  return useSyncExternalStore(
    subscribeThrottled,
    sessionRecorder.getState,
    sessionRecorder.getState,
  );
}
