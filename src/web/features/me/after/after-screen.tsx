/**
 * `/me/after/:activityId`: the After form of a session that ended on this device, then whether
 * the clinic has it — "Sent to your clinic ✓" only once the outbox has nothing of it left (the
 * server answered 2xx), else "Kept on this device…". The session's body is the one kept on the
 * device when it ended (ended-session.ts, one per session waiting); it goes to the outbox with
 * the answers, once.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiPaths } from '../../../../common/api/api-paths';
import { paths } from '../../../lib/paths';
import { homeSessionEntityKey, queueWrite, useOutboxItems } from '../../sync';
import { endedSessionBody, forgetEndedSession } from '../session/ended-session';
import { useSessionTranslation } from '../session/session-i18n';
import { type AfterAnswers, withAfterAnswers } from './after-answers';
import { AfterForm } from './after-form';
import { sendStateOf } from './send-state';

function SendStatus({ activityId }: { activityId: string }) {
  const { t } = useSessionTranslation();
  const state = sendStateOf(useOutboxItems(), homeSessionEntityKey(activityId));
  return (
    <Stack gap="lg">
      <Alert
        color={state === 'sent' ? 'green' : state === 'refused' ? 'red' : 'blue'}
        role="status"
        data-testid="after-send-state"
      >
        <Text fz="xl" fw={700}>
          {t(`after.${state === 'refused' ? 'refused' : state}`)}
        </Text>
      </Alert>
      <Button component={Link} to={paths.me()} size="xl" variant="default">
        {t('unwell.continue')}
      </Button>
    </Stack>
  );
}

export function AfterScreen() {
  const { t } = useSessionTranslation();
  const { activityId = '' } = useParams();
  const [body] = useState(() => endedSessionBody(activityId));
  const [saved, setSaved] = useState(false);
  if (saved) return <SendStatus activityId={activityId} />;
  if (body === null) {
    return (
      <Stack gap="lg">
        <Text fz="lg">{t('after.missing')}</Text>
        <SendStatus activityId={activityId} />
      </Stack>
    );
  }
  const save = async (answers: AfterAnswers) => {
    await queueWrite({
      entityKey: homeSessionEntityKey(activityId),
      method: 'PUT',
      path: apiPaths.homeSession(activityId),
      body: withAfterAnswers(body, answers),
    });
    forgetEndedSession(activityId);
    setSaved(true);
  };
  return <AfterForm onSave={save} />;
}
