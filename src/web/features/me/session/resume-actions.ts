/**
 * Continue and End of an interrupted home session, on the app's one home session, and `ended`:
 * on to the After form (which has the session from the device, ended-session.ts), the session
 * reset so the screen starts afresh next time.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSensorHub } from '../../devices';
import { appHomeSession } from './app-home-session';
import { type HomeCheckpoint, mayContinue } from './home-checkpoint';

/** What Today asked `/me/session` to do with the interrupted session (router state). */
export interface ResumeRequest {
  resume?: { activityId: string; action: 'continue' | 'end' };
}

export function useResumeActions(onEnded: (activityId: string) => void) {
  const hub = useSensorHub();
  const ended = useCallback(
    (activityId: string) => {
      onEnded(activityId);
      appHomeSession.reset();
    },
    [onEnded],
  );
  return {
    ended,
    resume: async (saved: HomeCheckpoint) => {
      await appHomeSession.resume(saved, hub);
      if (appHomeSession.getState().finished) ended(saved.checkpoint.activityId);
    },
    end: async (saved: HomeCheckpoint) => {
      await appHomeSession.endSaved(saved);
      ended(saved.checkpoint.activityId);
    },
  };
}

type ResumeActions = ReturnType<typeof useResumeActions>;

/**
 * Does once what Today asked (Continue or End tapped there) for `saved`, and forgets the ask,
 * so a later reload of this screen offers the session again rather than acting unasked.
 */
export function useRequestedResume(saved: HomeCheckpoint | null, actions: ResumeActions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const request = (location.state as ResumeRequest | null)?.resume;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !saved || request?.activityId !== saved.checkpoint.activityId) return;
    done.current = true;
    navigate(location.pathname, { replace: true, state: null });
    const goOn = request.action === 'continue' && mayContinue(saved, Date.now());
    // A failure leaves the offer on screen, to be tapped again here.
    void (goOn ? actions.resume(saved) : actions.end(saved)).catch(() => undefined);
  }, [saved, request, actions, navigate, location.pathname]);
}
