/**
 * What a home session left waiting on this device, shown on Today and on /me/session: the
 * session interrupted by a reload or a closed tab (its checkpoint, offered back) and every
 * ended session whose After form is not sent yet ("A sessão de … ainda espera suas respostas").
 * Lazy: Today loads it after its own first screen (the checkpoint code stays out of /me's
 * first download).
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocalSetting } from '../../../lib/local-setting';
import { formatDateTime } from '../../../lib/locale-format';
import { paths } from '../../../lib/paths';
import { useUserStore } from '../../../lib/user-state';
import { endedSessions } from './ended-session';
import { type HomeCheckpoint, readHomeCheckpoint } from './home-checkpoint';
import type { ResumeRequest } from './resume-actions';
import { ResumeOffer } from './resume-offer';
import { useSessionTranslation } from './session-i18n';
import { sessionUnderWay } from './under-way';

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

/**
 * Today's: the interrupted session (Continue and End go on in /me/session, which has the
 * session's code and the strap), the one under way, and the sessions waiting for After.
 */
export function HomePending() {
  const { t } = useSessionTranslation();
  const navigate = useNavigate();
  const underWay = useUserStore(sessionUnderWay);
  const saved = useHomeCheckpoint();
  const go = (action: 'continue' | 'end') => (stored: HomeCheckpoint) => {
    const state: ResumeRequest = { resume: { activityId: stored.checkpoint.activityId, action } };
    navigate(paths.meSession(), { state });
    return Promise.resolve();
  };
  let session: React.ReactNode = null;
  if (underWay) {
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
  } else if (saved) {
    session = (
      <ResumeOffer
        saved={saved}
        now={Date.now()}
        onContinue={() => go('continue')(saved)}
        onEnd={() => go('end')(saved)}
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
