/**
 * After End class: everyone side by side with their numbers, an RPE and notes to fill, then one
 * save for all (one session per participant, the same classId), or discard after a confirmation.
 */
import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass, type ClassState } from './class-store';
import { ParticipantReview } from './participant-review';

export function ClassReview({ state }: { state: ClassState }) {
  const { t } = useClassTranslation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);

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
          return (
            <ParticipantReview
              key={participant.id}
              participant={participant}
              recording={recording}
            />
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
