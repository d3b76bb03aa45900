/** The recording while recording: clocks, big HR, live chart, Pause/Resume, Marker, Stop, entries. */
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { SensorStatusLine } from '../devices';
import { usePatientName } from '../patients';
import { appRecorder, singleAlarms } from './app-recorder';
import { EventList } from './event-list';
import { formatDuration } from './format-time';
import { HeartRateDisplay } from './heart-rate-display';
import { LiveHrChart } from './live-hr-chart';
import { preExerciseOffer } from './pre-exercise-offer';
import { QuickEntries } from './quick-entries';
import { activeMs, elapsedMs, type Recording } from './recording';
import { RecordingAlarms } from './recording-alarms';
import { RECORDING_NS } from './recording-i18n';
import { lastHeartRate } from './recording-samples';
import { type RecordedEntries, UndoNotice } from './undo-notice';

/** A heart rate older than this is shown dimmed: the sensor has gone quiet. */
const HR_STALE_MS = 5000;

// Three big buttons side by side: at 360 px "Marcador" fits only one step smaller.
const BUTTON_FONT_SIZE = { base: 'md', xs: 'xl' } as const;

export function LiveRecording({
  recording,
  checkpointFailed,
}: {
  recording: Recording;
  checkpointFailed: boolean;
}) {
  const { t } = useTranslation(RECORDING_NS);
  const now = useNow(500);
  const patientName = usePatientName(recording.patientId);
  const paused = recording.status === 'paused';
  const latest = lastHeartRate(recording.samples);
  const at = () => appRecorder.now();
  const [recorded, setRecorded] = useState<RecordedEntries | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h3" lineClamp={2}>
            {patientName}
          </Title>
          <Text c="gray.7">{t(`types.${recording.type}`)}</Text>
        </div>
        <Badge
          style={{ flexShrink: 0 }}
          size="lg"
          color={paused ? 'orange' : 'red'}
          variant={paused ? 'light' : 'filled'}
          role="status"
        >
          {t(paused ? 'live.paused' : 'live.recording')}
        </Badge>
      </Group>
      <RecordingAlarms patientName={patientName ?? recording.patientId} />
      {checkpointFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('live.checkpointFailed')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Clock label={t('live.elapsed')} ms={elapsedMs(recording, now)} testId="elapsed" />
            <Clock label={t('live.active')} ms={activeMs(recording, now)} testId="active" />
          </SimpleGrid>
          <HeartRateDisplay
            hr={latest?.hr ?? null}
            stale={latest !== null && now - recording.startedAt - latest.t > HR_STALE_MS}
            hrMaxBpm={recording.hrMaxBpm}
            hrMaxEstimated={recording.hrMaxEstimated}
            target={recording.target}
            borgTarget={recording.borgTarget}
            safetyMaxBpm={recording.safetyMaxBpm}
          />
          <SensorStatusLine />
        </Stack>
      </Paper>
      <SimpleGrid cols={3} spacing="sm">
        <Button
          size="xl"
          px={4}
          fz={BUTTON_FONT_SIZE}
          variant={paused ? 'filled' : 'default'}
          onClick={() => appRecorder.dispatch({ type: paused ? 'resume' : 'pause', at: at() })}
        >
          {t(paused ? 'live.resume' : 'live.pause')}
        </Button>
        <Button
          size="xl"
          px={4}
          fz={BUTTON_FONT_SIZE}
          variant="default"
          onClick={() =>
            appRecorder.dispatch({ type: 'entry', at: at(), entry: { kind: 'marker' } })
          }
        >
          {t('live.marker')}
        </Button>
        <Button
          size="xl"
          px={4}
          fz={BUTTON_FONT_SIZE}
          color="red"
          onClick={() => appRecorder.dispatch({ type: 'stop', at: at() })}
        >
          {t('live.stop')}
        </Button>
      </SimpleGrid>
      <Paper withBorder p="xs">
        <LiveHrChart
          recorder={appRecorder}
          target={recording.target}
          label={t('live.chartLabel')}
        />
      </Paper>
      <QuickEntries
        preExercise={preExerciseOffer(recording, now)}
        onEntries={(entries) => {
          const now = at();
          for (const entry of entries) singleAlarms.entry(entry, now);
          setRecorded({ at: now, entries });
        }}
        onManualHr={(hr) => appRecorder.dispatch({ type: 'manual-hr', at: at(), hr })}
      />
      <EventList events={recording.events} />
      {recorded && (
        <UndoNotice
          recorded={recorded}
          onUndo={() => {
            appRecorder.dispatch({ type: 'undo-entries', ...recorded });
            setRecorded(null);
          }}
          onDone={() => setRecorded(null)}
        />
      )}
    </Stack>
  );
}

function Clock({ label, ms, testId }: { label: string; ms: number; testId: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text
        fz={32}
        fw={700}
        lh={1.1}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {formatDuration(ms)}
      </Text>
    </div>
  );
}
