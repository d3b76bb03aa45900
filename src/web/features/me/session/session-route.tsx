/**
 * `/me/session`: today's plan and the account's patient, then the guided session; a session
 * under way or interrupted by a reload goes on with the plan it started from, whatever the day
 * says now.
 */
import { Skeleton, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary';
import { paths } from '../../../lib/paths';
import { useMeTranslation } from '../me-i18n';
import { useHomeLink, useHomeToday } from '../me-queries';
import { ReasonCard } from '../reason-card';
import { useHomeSession } from './app-home-session';
import { useHomeCheckpoint } from './home-pending';
import { HomeSession } from './session-screen';

export function SessionScreen() {
  const { t } = useMeTranslation();
  const today = useHomeToday();
  const link = useHomeLink();
  const navigate = useNavigate();
  const onEnded = useCallback((id: string) => navigate(paths.meAfter(id)), [navigate]);
  const { recording } = useHomeSession();
  const saved = useHomeCheckpoint();
  const interrupted = saved && saved.checkpoint.activityId !== recording?.activityId ? saved : null;
  if (recording || interrupted) {
    return <HomeSession start={null} saved={interrupted} onEnded={onEnded} />;
  }
  if (saved === undefined) {
    return (
      <Skeleton
        height={120}
        radius="md"
        role="status"
        aria-busy="true"
        aria-label={t('today.loading')}
      />
    );
  }
  return (
    <Stack gap="lg">
      <QueryBoundary read={link} loadingLabel={t('today.loading')} errorTitle={t('today.error')}>
        {({ link: patient }) => (
          <QueryBoundary
            read={today}
            loadingLabel={t('today.loading')}
            errorTitle={t('today.error')}
          >
            {(day) =>
              day.allowed && patient ? (
                <HomeSession
                  start={{ plan: day, patientId: patient.patientId }}
                  saved={null}
                  onEnded={onEnded}
                />
              ) : (
                <ReasonCard reason={day.allowed ? 'revoked' : day.reason} />
              )
            }
          </QueryBoundary>
        )}
      </QueryBoundary>
    </Stack>
  );
}
