/** /activity: set up and start a recording, record it live, review and save it. */
import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../clinic';
import { useRecorderState } from './app-recorder';
import { LiveRecording } from './live-recording';
import { RECORDING_NS } from './recording-i18n';
import { RecordingReview } from './recording-review';
import { RecordingSetupForm } from './recording-setup-form';

export function RecordingScreen() {
  const { t } = useTranslation(RECORDING_NS);
  const { recording, checkpointFailed } = useRecorderState();
  const [saved, setSaved] = useState(false);
  const canWrite = useCanWrite();

  if (recording && recording.status !== 'stopped') {
    return <LiveRecording recording={recording} checkpointFailed={checkpointFailed} />;
  }
  if (recording) return <RecordingReview recording={recording} onSaved={() => setSaved(true)} />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {saved && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setSaved(false)}
        >
          {t('review.saved')}
        </Alert>
      )}
      {canWrite ? (
        <RecordingSetupForm />
      ) : (
        <Alert color="gray" variant="light" role="status">
          {t('readOnly')}
        </Alert>
      )}
    </Stack>
  );
}
