/**
 * A patient's progress at a glance: weekly means of HR, duration, time in target, Borg, workload,
 * BP, SpO₂ and HR recovery.
 */
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../lib/download';
import { dataErrorMessage } from '../../../lib/error-message';
import { useLoad } from '../../../lib/use-load';
import { RESULTS_NS } from '../results-i18n';
import { EmptyState } from '../shared/empty-state';
import { LoadError } from '../shared/load-error';
import { TrendChart } from './trend-chart';
import { ACTIVITY_COLOR, WEEKLY_COLOR } from './trend-chart-options';
import { MIN_TREND_ACTIVITIES, TREND_CHARTS } from './trend-data';
import { fetchPatientTrend, fhirBundlePath } from './trends-api';

export function TrendsView({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useTranslation(RESULTS_NS);
  const { state, retry } = useLoad(patientId, fetchPatientTrend);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('trends.title', { name: patientName })}
          </Title>
          {state.status === 'ready' && (
            <Text size="sm" c="gray.7">
              {t('trends.sessionsOverWeeks', {
                sessions: t('trends.sessions', { count: state.value.sessions.length }),
                weeks: t('trends.weeks', { count: state.value.weeks.length }),
              })}
            </Text>
          )}
        </Stack>
        <FhirButton patientId={patientId} />
      </Group>
      {state.status === 'loading' && (
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
      )}
      {state.status === 'error' && (
        <LoadError title={t('trends.loadFailed')} error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' &&
        (state.value.sessions.length < MIN_TREND_ACTIVITIES ? (
          <EmptyState title={t('trends.emptyTitle')} description={t('trends.emptyDescription')} />
        ) : (
          <>
            <TrendLegend />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {TREND_CHARTS.map((chart) => (
                <TrendChart key={chart.id} trend={state.value} chart={chart} />
              ))}
            </SimpleGrid>
          </>
        ))}
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
