/** After Stop: the summary (the shared computeSummary), notes, Save or Discard. */
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivitySummary } from '../../../common/schemas/activity-summary';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatNumber, formatWithUnit } from '../../lib/locale-format';
import { ZONE_COLORS } from '../../lib/zone-colors';
import { usePatientName } from '../patients';
import { summaryOf } from './activity-input';
import { appRecorder } from './app-recorder';
import { EventList } from './event-list';
import { formatDuration } from './format-time';
import type { Recording } from './recording';
import { RECORDING_NS } from './recording-i18n';

export function RecordingReview({ recording, onSaved }: { recording: Recording; onSaved(): void }) {
  const { t } = useTranslation(RECORDING_NS);
  const patientName = usePatientName(recording.patientId);
  const summary = useMemo(() => summaryOf(recording, recording.endedAt ?? Date.now()), [recording]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await appRecorder.save();
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('review.title')}
        </Title>
        <Text c="gray.7">
          {patientName} · {t(`types.${recording.type}`)}
        </Text>
      </div>
      <SummaryGrid summary={summary} />
      <Textarea
        label={t('review.notes')}
        size="md"
        autosize
        minRows={3}
        maxLength={5000}
        value={recording.notes}
        onChange={(event) =>
          appRecorder.dispatch({ type: 'notes', notes: event.currentTarget.value })
        }
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {t('review.saveFailed', { message: failure })}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Button
          size="xl"
          variant="default"
          color="red"
          onClick={() => setConfirmingDiscard(true)}
          disabled={saving}
        >
          {t('review.discard')}
        </Button>
        <Button size="xl" loading={saving} onClick={save}>
          {t('review.save')}
        </Button>
      </SimpleGrid>
      <EventList events={recording.events} />
      <ConfirmDialog
        opened={confirmingDiscard}
        title={t('discardConfirmTitle')}
        confirmLabel={t('review.discard')}
        onConfirm={() => appRecorder.discard(recording.activityId)}
        onClose={() => setConfirmingDiscard(false)}
        describeError={(error) => (error instanceof Error ? error.message : String(error))}
      >
        <Text>{t('discardConfirmBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function SummaryGrid({ summary }: { summary: ActivitySummary }) {
  const { t, i18n } = useTranslation(RECORDING_NS);
  const locale = i18n.language;
  const measured = (value: number | null, unit: string, maxFractionDigits = 0) =>
    value === null ? t('review.none') : formatWithUnit(value, unit, locale, maxFractionDigits);
  const rows: [string, string][] = [
    [t('review.duration'), formatDuration(summary.durationMs)],
    [t('review.activeTime'), formatDuration(summary.activeTimeMs)],
    [t('review.hrAvg'), measured(summary.hrAvg, 'bpm')],
    [t('review.hrMin'), measured(summary.hrMin, 'bpm')],
    [t('review.hrMax'), measured(summary.hrMax, 'bpm')],
    [t('review.recovery'), measured(summary.hrRecovery1MinBpm, 'bpm')],
    [t('review.rmssd'), measured(summary.rmssdMs, 'ms', 1)],
    [t('review.rpe'), summary.rpe === null ? t('review.none') : formatNumber(summary.rpe, locale)],
    [t('review.samples'), formatNumber(summary.sampleCount, locale)],
  ];
  if (summary.distanceM !== null)
    rows.push([t('review.distance'), measured(summary.distanceM, 'm')]);
  if (summary.avgPowerW !== null)
    rows.push([t('review.avgPower'), measured(summary.avgPowerW, 'W')]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="summary-title">
      <Title order={2} fz="h4" id="summary-title" mb="sm">
        {t('review.summary')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0} data-testid={`summary-${label}`}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {summary.timeInZonesMs && <ZoneTimes zonesMs={summary.timeInZonesMs} />}
    </Paper>
  );
}

function ZoneTimes({ zonesMs }: { zonesMs: readonly number[] }) {
  const { t } = useTranslation(RECORDING_NS);
  return (
    <>
      <Text size="sm" c="gray.7" mt="sm" id="zone-times-label">
        {t('review.zones')}
      </Text>
      <SimpleGrid
        component="ul"
        cols={5}
        spacing={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby="zone-times-label"
      >
        {zonesMs.map((ms, zone) => (
          <li key={ZONE_COLORS[zone]}>
            <Text size="sm" fw={700} style={{ color: ZONE_COLORS[zone] }}>
              {t('review.zoneShort', { zone: zone + 1 })}
            </Text>
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDuration(ms)}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
