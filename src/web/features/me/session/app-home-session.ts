/**
 * The app's one home session: real time, the browser's voice and vibration, the words in the
 * app's language, checkpointed to IndexedDB as the clinic's recording is; once ended, kept on
 * the device for its After form (ended-session.ts), which sends it through the outbox to
 * `PUT /api/home/sessions/:activityId`. Module-level, so a re-render or a route change does not
 * end it; signing out does (and deletes its checkpoint with the database).
 */
import { useSyncExternalStore } from 'react';
import { systemClock } from '../../../lib/clock';
import { i18n } from '../../../lib/i18n';
import { registerNamespace } from '../../../lib/i18n-namespace';
import { userResource } from '../../../lib/user-state';
import { deleteCheckpoint, writeCheckpoint } from '../../recording';
import { browserCueSignals } from './cue-signals';
import { keepEndedSession } from './ended-session';
import { createHomeSession, type HomeSessionState } from './home-session-run';
import { ME_SESSION_NS, SESSION_BUNDLES } from './session-i18n';
import { sessionUnderWay } from './under-way';

// The cue words are said from outside React: the strings must be there before any screen asks.
registerNamespace(ME_SESSION_NS, SESSION_BUNDLES);

export const appHomeSession = userResource(
  createHomeSession({
    clock: systemClock,
    signals: browserCueSignals,
    newId: () => crypto.randomUUID(),
    cueWords: (cue) => i18n.t(`cue.${cue}`, { ns: ME_SESSION_NS }),
    language: () => i18n.language,
    save: (activityId, body) => {
      keepEndedSession({ activityId, body });
      return Promise.resolve();
    },
    writeCheckpoint,
    deleteCheckpoint,
  }),
  (session) => session.reset(),
);

appHomeSession.subscribe(() => {
  const { recording } = appHomeSession.getState();
  const running = recording?.status === 'running' ? recording.activityId : null;
  if (sessionUnderWay.getState() !== running) sessionUnderWay.setState(running);
});

// The 5 s checkpoint may be up to 5 s old when the tab goes away: store the latest now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void appHomeSession.flush();
  });
  window.addEventListener('pagehide', () => void appHomeSession.flush());
}

export function useHomeSession(): HomeSessionState {
  return useSyncExternalStore(
    appHomeSession.subscribe,
    appHomeSession.getState,
    appHomeSession.getState,
  );
}
