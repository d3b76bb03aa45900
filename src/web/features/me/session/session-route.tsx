/** `/me/session`: today's plan and the account's patient, then the guided session. */
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary';
import { paths } from '../../../lib/paths';
import { useMeTranslation } from '../me-i18n';
import { useHomeLink, useHomeToday } from '../me-queries';
import { ReasonCard } from '../reason-card';
import { HomeSession } from './session-screen';

export function SessionScreen() {
  const { t } = useMeTranslation();
  const today = useHomeToday();
  const link = useHomeLink();
  const navigate = useNavigate();
  const onEnded = useCallback((id: string) => navigate(paths.meAfter(id)), [navigate]);
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
                <HomeSession plan={day} patientId={patient.patientId} onEnded={onEnded} />
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
