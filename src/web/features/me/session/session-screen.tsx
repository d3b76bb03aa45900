/**
 * `/me/session`: the guided home session from today's plan — start (strap or by time), live,
 * "I feel unwell" (the symptom, then the advice), and on to the After form once it ends.
 */
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { useBluetoothSupport, useSensorHub } from '../../devices';
import { appHomeSession, useHomeSession } from './app-home-session';
import { byTimeReasonOf } from './by-time-reason';
import classes from './session.module.css';
import { SessionLive } from './session-live';
import { SessionStart } from './session-start';
import { UnwellPanel } from './unwell-panel';

interface HomeSessionScreenProps {
  plan: HomePlan;
  patientId: string;
  /** The session ended and is kept for the server: on to its After form. */
  onEnded: (activityId: string) => void;
}

export function HomeSession({ plan, patientId, onEnded }: HomeSessionScreenProps) {
  const { recording, cue, plan: startedWith } = useHomeSession();
  const hub = useSensorHub();
  const support = useBluetoothSupport();
  const byTime = byTimeReasonOf(plan, support);
  const [withStrap, setWithStrap] = useState(false);
  // Kept apart from the recording: it is stopped and saved while the advice shows.
  const [unwellId, setUnwellId] = useState<string | null>(null);
  // On to the After form, which has the session from the device (ended-session.ts): this
  // screen starts afresh next time.
  const ended = useCallback(
    (activityId: string) => {
      onEnded(activityId);
      appHomeSession.reset();
    },
    [onEnded],
  );
  const finish = useCallback(() => {
    const { recording: now } = appHomeSession.getState();
    if (now?.status !== 'running') return;
    void appHomeSession.finish().then(() => ended(now.activityId));
  }, [ended]);
  const running = recording?.status === 'running' ? recording : null;
  let body: React.ReactNode;
  if (unwellId) {
    body = (
      <UnwellPanel
        onStop={(symptom) => void appHomeSession.stopUnwell(symptom)}
        onContinue={() => ended(unwellId)}
      />
    );
  } else if (running) {
    body = (
      <SessionLive
        plan={startedWith ?? plan}
        recording={running}
        cue={cue}
        withStrap={withStrap}
        onBorg={(value) => appHomeSession.rateBorg(value)}
        onFinish={finish}
        onUnwell={() => setUnwellId(running.activityId)}
      />
    );
  } else if (recording?.status === 'stopped') {
    // Ended a moment ago: the After form opens next.
    body = null;
  } else {
    body = (
      <SessionStart
        plan={plan}
        byTime={byTime}
        onStart={(strap) => {
          setWithStrap(strap);
          void appHomeSession.start(plan, patientId, strap ? hub : null);
        }}
      />
    );
  }
  return <Stack className={classes.screen}>{body}</Stack>;
}
