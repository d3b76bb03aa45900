/** /results/:activityId: one session's chart, summary, zones, entries and notes; printable. */
import './activity-print.css';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { timeInTargetOf } from '../../../../common/metrics/time-in-target';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useReplaceServerData, useServerQuery } from '../../../lib/server-state';
import { PrintPageSize, PrintSignatures, useProfessional } from '../../documents';
import { patientNameOf, usePatientDirectory } from '../../patients';
import { activityEntityKey, useOutboxItems } from '../../sync';
import { RESULTS_NS } from '../results-i18n';
import { formatDateTime } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { UnsyncedNotice } from '../shared/unsynced-marker';
import { ActivityActions } from './activity-actions';
import { fetchActivity, type ShownActivity } from './activity-api';
import { ActivityEvents } from './activity-events';
import { ActivityHeader } from './activity-header';
import { ActivityNotes } from './activity-notes';
import { ActivitySummaryList } from './activity-summary';
import { sessionAlarmsOf } from './alarm-counts-text';
import { HrChart } from './hr-chart';
import { ReportSection } from './report-section';
import { ZoneBar } from './zone-bar';

/** A malformed id (400) is as absent as an unknown or deleted one (404). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function ActivityScreen() {
  const { t } = useTranslation(RESULTS_NS);
  const { activityId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = ['activity', activityId];
  // Its own writes reaching the server (notes, entries, a delete) read it again.
  const read = useServerQuery({
    key,
    read: () => fetchActivity(activityId),
    followsWrites: [activityEntityKey(activityId)],
  });
  const replace = useReplaceServerData<ShownActivity>(key);
  const { refetch } = read;
  const retry = useCallback(() => void refetch(), [refetch]);
  const shown = read.data;
  const { names } = usePatientDirectory();
  // Back to the history as it was filtered when the session was opened.
  const historySearch = (location.state as { historySearch?: string } | null)?.historySearch ?? '';
  const historyPath = paths.results(historySearch);

  // A session shown from this device's outbox whose save left it (sent, or discarded): ask again.
  const outboxItems = useOutboxItems();
  const queued = outboxItems.some((item) => item.entityKey === activityEntityKey(activityId));
  const shownFromOutbox = shown !== undefined && shown.unsynced !== undefined;
  useEffect(() => {
    if (shownFromOutbox && !queued) retry();
  }, [shownFromOutbox, queued, retry]);
  // The copy kept on this device: the server's own once the connection returns (on its return
  // only, so a network that stays dead behind `onLine` is not asked in a loop).
  const shownFromCache = shown !== undefined && shown.cachedAt !== undefined;
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

  if (read.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('detail.loading')}>
        {back}
        <Skeleton height={36} width="60%" />
        <Skeleton height={260} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (!shown) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        {isMissing(read.error) ? (
          <Text role="alert">{t('detail.notFound')}</Text>
        ) : (
          <LoadError title={t('detail.loadFailed')} error={read.error} onRetry={retry} />
        )}
      </Stack>
    );
  }
  return (
    <ActivityReport
      activity={shown}
      patientName={patientNameOf(names, shown.patientId)}
      back={back}
      onChange={replace}
      onDeleted={() => navigate(historyPath, { replace: true })}
    />
  );
}

interface ActivityReportProps {
  activity: ShownActivity;
  patientName: string;
  back: React.ReactNode;
  onChange: (activity: ShownActivity) => void;
  onDeleted: () => void;
}

function ActivityReport({ activity, patientName, back, onChange, onDeleted }: ActivityReportProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { summary, hrMaxBpm, cachedAt, classId } = activity;
  const professional = useProfessional(activity.recordedBy);
  // A session guided by Borg shows its Borg range as the target, never a band.
  const target = useMemo(
    () =>
      activity.target && !activity.borgTarget
        ? { band: activity.target, inTarget: timeInTargetOf(activity, activity.target) }
        : null,
    [activity],
  );
  const alarms = useMemo(() => sessionAlarmsOf(activity), [activity]);
  return (
    <Stack gap="md" data-report>
      {back}
      <ActivityHeader activity={activity} patientName={patientName} />
      {classId && (
        <Anchor component={Link} to={paths.classReport(classId)} size="sm" data-print-hidden>
          {t('detail.classReport')}
        </Anchor>
      )}
      {activity.unsynced && <UnsyncedNotice state={activity.unsynced} t={t} />}
      {cachedAt !== undefined && (
        <Text size="sm" c="gray.7" role="status" data-print-hidden>
          {t('detail.cachedCopy', { date: formatDateTime(cachedAt, i18n.language) })}
        </Text>
      )}
      <ActivityActions activity={activity} patientName={patientName} onDeleted={onDeleted} />
      <ReportSection title={t('detail.chartTitle')}>
        <HrChart activity={activity} />
      </ReportSection>
      <ReportSection title={t('detail.summaryTitle')}>
        <ActivitySummaryList
          summary={summary}
          target={target}
          alarms={alarms}
          guidance={activity}
        />
      </ReportSection>
      {summary.timeInZonesMs && hrMaxBpm && (
        <ReportSection title={t('detail.zonesTitle')}>
          <ZoneBar timeInZonesMs={summary.timeInZonesMs} hrMaxBpm={hrMaxBpm} />
        </ReportSection>
      )}
      <ReportSection title={t('notes.title')}>
        <ActivityNotes
          activity={activity}
          onSaved={(saved) => onChange({ ...activity, ...saved })}
        />
      </ReportSection>
      {/* On paper too: every entry, alarm and acknowledgement with its time (may run onto a second sheet). */}
      <ReportSection title={t('detail.eventsTitle')} breaksAcrossPages>
        <ActivityEvents events={activity.events} />
      </ReportSection>
      <PrintSignatures signers={[professional]} />
      <PrintPageSize orientation="portrait" marginMm={12} />
    </Stack>
  );
}
