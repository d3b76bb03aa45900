/**
 * `/me/session`: the guided home session from today's plan — start (strap or by time), live,
 * "I feel unwell" (the symptom, then the advice), and on to the After form once it ends. A
 * session interrupted by a reload is offered back first (continue, or end and answer).
 */
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { useBluetoothSupport, useSensorHub } from '../../devices';
import { appHomeSession, useHomeSession } from './app-home-session';
import { byTimeReasonOf } from './by-time-reason';
import type { HomeCheckpoint } from './home-checkpoint';
import { useRequestedResume, useResumeActions } from './resume-actions';
import { ResumeOffer } from './resume-offer';
import classes from './session.module.css';
import { SessionLive } from './session-live';
import { SessionStart } from './session-start';
import { UnwellPanel } from './unwell-panel';

interface HomeSessionScreenProps {
  /** Today's plan and the account's patient, to start a new session; null to offer `saved`. */
  start: { plan: HomePlan; patientId: string } | null;
  /** A session interrupted by a reload, offered back before anything new starts. */
  saved: HomeCheckpoint | null;
  /** The session ended and is kept for the server: on to its After form. */
  onEnded: (activityId: string) => void;
}

export function HomeSession({ start, saved, onEnded }: HomeSessionScreenProps) {
  const { recording, cue, plan: startedWith, withStrap } = useHomeSession();
  const hub = useSensorHub();
  const resumeActions = useResumeActions(onEnded);
  const { ended } = resumeActions;
  useRequestedResume(saved, resumeActions);
  // Kept apart from the recording: it is stopped and saved while the advice shows.
  const [unwellId, setUnwellId] = useState<string | null>(null);
  const finish = useCallback(() => {
    const { recording: now } = appHomeSession.getState();
    if (now?.status !== 'running') return;
    void appHomeSession.finish().then(() => ended(now.activityId));
  }, [ended]);
  const running = recording?.status === 'running' && startedWith ? recording : null;
  let body: React.ReactNode = null;
  if (unwellId) {
    body = (
      <UnwellPanel
        onStop={(symptom) => void appHomeSession.stopUnwell(symptom)}
        onContinue={() => ended(unwellId)}
      />
    );
  } else if (running && startedWith) {
    body = (
      <SessionLive
        plan={startedWith}
        recording={running}
        cue={cue}
        withStrap={withStrap}
        onBorg={(value) => appHomeSession.rateBorg(value)}
        onFinish={finish}
        onUnwell={() => setUnwellId(running.activityId)}
      />
    );
  } else if (recording) {
    // Ended a moment ago: the After form opens next.
    body = null;
  } else if (saved) {
    body = (
      <ResumeOffer
        saved={saved}
        now={Date.now()}
        onContinue={() => resumeActions.resume(saved)}
        onEnd={() => resumeActions.end(saved)}
      />
    );
  } else if (start) {
    body = (
      <StartNew
        plan={start.plan}
        onStart={(strap) =>
          void appHomeSession.start(start.plan, start.patientId, strap ? hub : null)
        }
      />
    );
  }
  return <Stack className={classes.screen}>{body}</Stack>;
}

function StartNew({ plan, onStart }: { plan: HomePlan; onStart: (strap: boolean) => void }) {
  const support = useBluetoothSupport();
  return <SessionStart plan={plan} byTime={byTimeReasonOf(plan, support)} onStart={onStart} />;
}
