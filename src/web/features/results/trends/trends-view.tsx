/**
 * A patient's progress at a glance: weekly means of HR, duration, time in target, Borg, workload,
 * BP, SpO₂ and HR recovery.
 */
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../components/query-boundary';
import { downloadAttachment } from '../../../lib/download';
import { dataErrorMessage } from '../../../lib/error-message';
import { useServerQuery } from '../../../lib/server-state';
import { ACTIVITY_KEY_PREFIX } from '../../sync';
import { RESULTS_NS } from '../results-i18n';
import { EmptyState } from '../shared/empty-state';
import { TrendChart } from './trend-chart';
import { ACTIVITY_COLOR, WEEKLY_COLOR } from './trend-chart-options';
import { MIN_TREND_ACTIVITIES, TREND_CHARTS } from './trend-data';
import { fetchPatientTrend, fhirBundlePath } from './trends-api';

export function TrendsView({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useTranslation(RESULTS_NS);
  // A session of this device's reaching the server changes the weeks.
  const trend = useServerQuery({
    key: ['patient-trend', patientId],
    read: () => fetchPatientTrend(patientId),
    followsWrites: [ACTIVITY_KEY_PREFIX],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('trends.title', { name: patientName })}
          </Title>
          {trend.data && (
            <Text size="sm" c="gray.7">
              {t('trends.sessionsOverWeeks', {
                sessions: t('trends.sessions', { count: trend.data.sessions.length }),
                weeks: t('trends.weeks', { count: trend.data.weeks.length }),
              })}
            </Text>
          )}
        </Stack>
        <FhirButton patientId={patientId} />
      </Group>
      <QueryBoundary
        read={trend}
        loadingLabel={t('trends.loading')}
        loading={
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            role="status"
            aria-busy="true"
            aria-label={t('trends.loading')}
          >
            {TREND_CHARTS.map((chart) => (
              <Skeleton key={chart.id} height={200} />
            ))}
          </SimpleGrid>
        }
        errorTitle={t('trends.loadFailed')}
        isEmpty={(value) => value.sessions.length < MIN_TREND_ACTIVITIES}
        empty={
          <EmptyState title={t('trends.emptyTitle')} description={t('trends.emptyDescription')} />
        }
      >
        {(value) => (
          <>
            <TrendLegend />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {TREND_CHARTS.map((chart) => (
                <TrendChart key={chart.id} trend={value} chart={chart} />
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
}

function TrendLegend() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <Group gap="md" aria-hidden="true">
      <Group gap={6} wrap="nowrap">
        <span style={{ width: 18, height: 3, background: WEEKLY_COLOR }} />
        <Text size="xs">{t('trends.weekly')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <span
          style={{ width: 8, height: 8, borderRadius: 4, border: `1.5px solid ${ACTIVITY_COLOR}` }}
        />
        <Text size="xs">{t('trends.perSession')}</Text>
      </Group>
    </Group>
  );
}

function FhirButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAttachment(fhirBundlePath(patientId), `ritmo-${patientId}-fhir.json`);
    } catch (failure) {
      setError(`${t('trends.fhirFailed')} ${dataErrorMessage(failure, tApp)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="light" loading={busy} onClick={download}>
        {t('trends.fhir')}
      </Button>
      {error && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
