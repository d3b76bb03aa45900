/**
 * Home's recent sessions: the newest few from the history's first page (cached first, so they
 * show at once and offline), each linking to its session; a call to record when there are none.
 */
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCanWrite } from '../../clinic';
import { patientNameOf, usePatientDirectory } from '../../patients';
import { RESULTS_NS } from '../results-i18n';
import { formatDateTime, formatDuration, formatWithUnit } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { UnsyncedMarker } from '../shared/unsynced-marker';
import { useHistory } from './use-history';

const NO_FILTERS = {};

export function RecentActivities({ count = 5 }: { count?: number }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { items, status, error, retry } = useHistory(NO_FILTERS);
  const { names } = usePatientDirectory();
  const canWrite = useCanWrite();
  const locale = i18n.language;

  if (status === 'loading') {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label={t('recent.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0 && status === 'error') {
    return <LoadError title={t('recent.loadFailed')} error={error} onRetry={retry} />;
  }
  if (items.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.7">
          {t('recent.empty')}
        </Text>
        {canWrite && (
          <Button component={Link} to={paths.record()} size="xs">
            {t('recent.record')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap={0}
        p={0}
        m={0}
        aria-label={t('recent.listLabel')}
        style={{ listStyle: 'none' }}
      >
        {items.slice(0, count).map((activity) => {
          const name = patientNameOf(names, activity.patientId);
          const date = formatDateTime(activity.startedAt, locale);
          return (
            <li
              key={activity.activityId}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} py={6}>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={paths.activityDetail(activity.activityId)}
                    fw={600}
                    size="sm"
                    aria-label={t('history.open', { name, date })}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Anchor>
                  {activity.unsynced && <UnsyncedMarker state={activity.unsynced} t={t} />}
                </Group>
                <Text size="xs" c="gray.7">
                  {[
                    date,
                    // Labelled: a bare "20:00" beside a date reads as a time of day.
                    `${t('history.duration')}\u00a0${formatDuration(activity.summary.durationMs)}`,
                    `${t('history.avgHr')}\u00a0${formatWithUnit(activity.summary.hrAvg, t('units.bpm'), locale)}`,
                  ].map((part, index) => (
                    // Lines break between the parts, never inside one.
                    <Fragment key={part}>
                      {index > 0 && ' · '}
                      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
                    </Fragment>
                  ))}
                </Text>
              </Stack>
            </li>
          );
        })}
      </Stack>
      <Group justify="flex-end">
        <Anchor component={Link} to={paths.results()} size="sm">
          {t('recent.all')}
        </Anchor>
      </Group>
    </Stack>
  );
}
