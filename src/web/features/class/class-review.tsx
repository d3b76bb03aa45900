/**
 * After End class: everyone side by side with their numbers, an RPE and notes to fill, then one
 * save for all (one session per participant, the same classId), or discard after a confirmation.
 */
import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDuration, summaryOf, useBorgWords } from '../recording';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass, type ClassState } from './class-store';
import { ReviewEntries } from './review-entries';

export function ClassReview({ state }: { state: ClassState }) {
  const { t } = useClassTranslation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const borg = useBorgWords();

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await appClass.saveAll();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('review.title')}
      </Title>
      <Text c="gray.7">{t('review.intro', { count: state.tiles.length })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {appClass.participants().map((participant) => {
          const recording = participant.recording;
          if (!recording) return null;
          const summary = summaryOf(recording, recording.endedAt ?? Date.now());
          const alarms = recording.events.filter(
            // One per excursion: a re-alert is not another alarm.
            (event) => event.kind === 'alarm' && !event.value.repeat,
          ).length;
          const name = participant.init.patientName;
          return (
            <Paper key={participant.id} withBorder p="md" component="section" aria-label={name}>
              <Stack gap="xs">
                <Text fw={700} fz="lg" component="h2" m={0}>
                  {name}
                </Text>
                <Text size="sm">
                  {t('review.numbers', {
                    duration: formatDuration(summary.durationMs),
                    avg: summary.hrAvg === null ? '—' : Math.round(summary.hrAvg),
                    max: summary.hrMax ?? '—',
                  })}
                </Text>
                <Text size="sm" c={alarms > 0 ? 'red.9' : 'gray.7'} fw={alarms > 0 ? 700 : 400}>
                  {t('review.alarms', { count: alarms })}
                </Text>
                <ReviewEntries events={recording.events} endMs={summary.durationMs} />
                {/* Prefilled with the last rating of the class (summary.rpe: the latest). */}
                <NativeSelect
                  label={t('review.rpe')}
                  data={[{ value: '', label: t('review.rpeNone') }, ...borg.options]}
                  value={summary.rpe === null ? '' : String(summary.rpe)}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    participant.recorder.dispatch({
                      type: 'review-rpe',
                      value: value ? Number(value) : null,
                    });
                  }}
                />
                <Textarea
                  label={t('review.notes')}
                  autosize
                  minRows={2}
                  maxLength={5000}
                  value={recording.notes}
                  onChange={(event) =>
                    participant.recorder.dispatch({
                      type: 'notes',
                      notes: event.currentTarget.value,
                    })
                  }
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {t('review.saveFailed', { message: failure })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          size="xl"
          variant="default"
          color="red"
          disabled={saving}
          onClick={() => setDiscarding(true)}
          classNames={{ root: classes.wrapping, label: classes.wrappingLabel }}
        >
          {t('review.discard')}
        </Button>
        <Button
          size="xl"
          loading={saving}
          onClick={save}
          classNames={{ root: classes.wrapping, label: classes.wrappingLabel }}
        >
          {t('review.save', { count: state.tiles.length })}
        </Button>
      </SimpleGrid>
      <ConfirmDialog
        opened={discarding}
        title={t('review.discardTitle')}
        confirmLabel={t('review.discardConfirm')}
        onConfirm={async () => {
          await appClass.discardAll();
          setDiscarding(false);
        }}
        onClose={() => setDiscarding(false)}
        describeError={String}
      >
        <Text>{t('review.discardBody', { count: state.tiles.length })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
