/**
 * One participant after End class: their numbers and alarms, the BP and SpO₂ entries, and the
 * RPE and notes the clinician fills before the class is saved.
 */
import { NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { alarmRuleCounts, alarmTotalsOf } from '../../../common/alarms/alarm-counts';
import { formatDuration, type Recording, summaryOf, useBorgWords } from '../recording';
import { useClassTranslation } from './class-i18n';
import type { ClassParticipant } from './class-participant';
import { ReviewEntries } from './review-entries';

interface ParticipantReviewProps {
  participant: ClassParticipant;
  recording: Recording;
}

export function ParticipantReview({ participant, recording }: ParticipantReviewProps) {
  const { t } = useClassTranslation();
  const borg = useBorgWords();
  const summary = summaryOf(recording, recording.endedAt ?? Date.now());
  // Counted as every report counts them: one per excursion, each signal loss, advisories apart.
  const alarms = alarmTotalsOf(alarmRuleCounts(recording.events)).excursions;
  const name = participant.init.patientName;
  return (
    <Paper withBorder p="md" component="section" aria-label={name}>
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
}
