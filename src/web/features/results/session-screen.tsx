/** /results/:activityId: one session's chart, summary, zones, entries and notes; printable. */
import './session-print.css';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { activityEntityKey, useOutboxItems } from '../sync';
import { formatDateTime } from './format';
import { HrChart } from './hr-chart';
import { LoadError } from './load-error';
import { ReportSection } from './report-section';
import { fetchActivity, type SessionActivity } from './results-api';
import { RESULTS_NS } from './results-i18n';
import { SessionActions } from './session-actions';
import { SessionEvents } from './session-events';
import { SessionHeader } from './session-header';
import { SessionNotes } from './session-notes';
import { SessionSummary } from './session-summary';
import { UnsyncedNotice } from './unsynced-marker';
import { useLoad } from './use-load';
import { patientNameOf, usePatientDirectory } from './use-patient-directory';
import { ZoneBar } from './zone-bar';

/** A malformed id (400) is as absent as an unknown or deleted one (404). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function SessionScreen() {
  const { t } = useTranslation(RESULTS_NS);
  const { activityId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { state, retry, replace } = useLoad(activityId, fetchActivity);
  const { names } = usePatientDirectory();
  // Back to the history as it was filtered when the session was opened.
  const historySearch = (location.state as { historySearch?: string } | null)?.historySearch ?? '';
  const historyPath = `/results${historySearch}`;

  // A session shown from this device's outbox whose save left it (sent, or discarded): ask again.
  const outboxItems = useOutboxItems();
  const queued = outboxItems.some((item) => item.entityKey === activityEntityKey(activityId));
  const shownFromOutbox = state.status === 'ready' && state.value.unsynced !== undefined;
  useEffect(() => {
    if (shownFromOutbox && !queued) retry();
  }, [shownFromOutbox, queued, retry]);
  // The copy kept on this device: the server's own once the connection returns (on its return
  // only, so a network that stays dead behind `onLine` is not asked in a loop).
  const shownFromCache = state.status === 'ready' && state.value.cachedAt !== undefined;
  useEffect(() => {
    if (!shownFromCache) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [shownFromCache, retry]);

  const back = (
    <Anchor component={Link} to={historyPath} size="sm" data-print-hidden>
      ← {t('detail.back')}
    </Anchor>
  );

  if (state.status === 'loading') {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('detail.loading')}>
        {back}
        <Skeleton height={36} width="60%" />
        <Skeleton height={260} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        {isMissing(state.error) ? (
          <Text role="alert">{t('detail.notFound')}</Text>
        ) : (
          <LoadError title={t('detail.loadFailed')} error={state.error} onRetry={retry} />
        )}
      </Stack>
    );
  }
  return (
    <SessionReport
      activity={state.value}
      patientName={patientNameOf(names, state.value.patientId)}
      back={back}
      onChange={replace}
      onDeleted={() => navigate(historyPath, { replace: true })}
    />
  );
}

interface SessionReportProps {
  activity: SessionActivity;
  patientName: string;
  back: React.ReactNode;
  onChange: (activity: SessionActivity) => void;
  onDeleted: () => void;
}

function SessionReport({ activity, patientName, back, onChange, onDeleted }: SessionReportProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { summary, hrMaxBpm, cachedAt } = activity;
  return (
    <Stack gap="md" data-report>
      {back}
      <SessionHeader activity={activity} patientName={patientName} />
      {activity.unsynced && <UnsyncedNotice state={activity.unsynced} t={t} />}
      {cachedAt !== undefined && (
        <Text size="sm" c="gray.7" role="status" data-print-hidden>
          {t('detail.cachedCopy', { date: formatDateTime(cachedAt, i18n.language) })}
        </Text>
      )}
      <SessionActions activity={activity} patientName={patientName} onDeleted={onDeleted} />
      <ReportSection title={t('detail.chartTitle')}>
        <HrChart activity={activity} />
      </ReportSection>
      <ReportSection title={t('detail.summaryTitle')}>
        <SessionSummary summary={summary} />
      </ReportSection>
      {summary.timeInZonesMs && hrMaxBpm && (
        <ReportSection title={t('detail.zonesTitle')}>
          <ZoneBar timeInZonesMs={summary.timeInZonesMs} hrMaxBpm={hrMaxBpm} />
        </ReportSection>
      )}
      <ReportSection title={t('notes.title')}>
        <SessionNotes
          activity={activity}
          onSaved={(saved) => onChange({ ...activity, ...saved })}
        />
      </ReportSection>
      <ReportSection title={t('detail.eventsTitle')} screenOnly>
        <SessionEvents events={activity.events} />
      </ReportSection>
    </Stack>
  );
}
