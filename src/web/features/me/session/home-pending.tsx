/**
 * What a home session left waiting on this device, shown on Today and on /me/session: the
 * session interrupted by a reload or a closed tab (its checkpoint, offered back) and every
 * ended session whose After form is not sent yet ("A sessão de … ainda espera suas respostas").
 * Lazy: Today loads it after its own first screen (the checkpoint code stays out of /me's
 * first download).
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocalSetting } from '../../../lib/local-setting';
import { formatDateTime } from '../../../lib/locale-format';
import { paths } from '../../../lib/paths';
import { useSensorHub } from '../../devices';
import { appHomeSession, useHomeSession } from './app-home-session';
import { endedSessions } from './ended-session';
import { type HomeCheckpoint, readHomeCheckpoint } from './home-checkpoint';
import { ResumeOffer } from './resume-offer';
import { useSessionTranslation } from './session-i18n';

/** The interrupted home session on this device, once read (`undefined` while reading). */
export function useHomeCheckpoint(): HomeCheckpoint | null | undefined {
  const [saved, setSaved] = useState<HomeCheckpoint | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readHomeCheckpoint().then((found) => {
      if (live) setSaved(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return saved;
}

/** Continue and End on the app's home session, and `ended`: to the After form, the session reset. */
export function useResumeActions(onEnded: (activityId: string) => void) {
  const hub = useSensorHub();
  const navigate = useNavigate();
  // On to the After form, which has the session from the device (ended-session.ts): the
  // session screen starts afresh next time.
  const ended = useCallback(
    (activityId: string) => {
      onEnded(activityId);
      appHomeSession.reset();
    },
    [onEnded],
  );
  return {
    ended,
    resume: async (saved: HomeCheckpoint, then?: string) => {
      await appHomeSession.resume(saved, hub);
      if (appHomeSession.getState().finished) ended(saved.checkpoint.activityId);
      else if (then) navigate(then);
    },
    end: async (saved: HomeCheckpoint) => {
      await appHomeSession.endSaved(saved);
      ended(saved.checkpoint.activityId);
    },
  };
}

/** Today's: the interrupted session, the one under way, and the sessions waiting for After. */
export function HomePending() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const { recording } = useHomeSession();
  const saved = useHomeCheckpoint();
  const toAfter = useCallback((id: string) => navigate(paths.meAfter(id)), [navigate]);
  const actions = useResumeActions(toAfter);
  let session: React.ReactNode = null;
  if (recording?.status === 'running') {
    session = (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Text fz="lg">{t('resume.running')}</Text>
          <Button component={Link} to={paths.meSession()} size="xl">
            {t('resume.back')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (saved && !recording) {
    session = (
      <ResumeOffer
        saved={saved}
        now={Date.now()}
        onContinue={() => actions.resume(saved, paths.meSession())}
        onEnd={() => actions.end(saved)}
      />
    );
  }
  return (
    <>
      {session}
      <WaitingAfters />
    </>
  );
}

/** Every ended session whose After form is not sent yet, oldest first. */
export function WaitingAfters() {
  const { t, i18n } = useSessionTranslation();
  const waiting = useLocalSetting(endedSessions);
  if (waiting.length === 0) return null;
  return (
    <Stack gap="sm">
      {waiting.map(({ activityId, body }) => (
        <Paper key={activityId} withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text fz="lg">
              {t('waiting', {
                day: formatDateTime(body.startedAt, i18n.language, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                }),
              })}
            </Text>
            <Button component={Link} to={paths.meAfter(activityId)} size="lg" variant="light">
              {t('waitingAnswer')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
