/** /activity: set up and start a session, record it live, review and save it. */
import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveSession } from './live-session';
import { RECORDING_NS } from './recording-i18n';
import { SessionReview } from './session-review';
import { SessionSetupForm } from './session-setup-form';
import { useRecorderState } from './session-store';

export function RecordingScreen() {
  const { t } = useTranslation(RECORDING_NS);
  const { session, checkpointFailed } = useRecorderState();
  const [saved, setSaved] = useState(false);

  if (session && session.status !== 'stopped') {
    return <LiveSession session={session} checkpointFailed={checkpointFailed} />;
  }
  if (session) return <SessionReview session={session} onSaved={() => setSaved(true)} />;
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
      <SessionSetupForm />
    </Stack>
  );
}
