/**
 * `/me/after/:activityId`: the After form of a session that ended on this device, then whether
 * the clinic has it — "Sent to your clinic ✓" only once the outbox has nothing of it left (the
 * server answered 2xx), else "Kept on this device…". The session's body comes from the session
 * just ended, or after a reload from the outbox, where it waits until sent.
 */
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiPaths } from '../../../../common/api/api-paths';
import type { ActivityInput } from '../../../../common/schemas/activity';
import { paths } from '../../../lib/paths';
import { homeSessionEntityKey, queueWrite, unsyncedPut, useOutboxItems } from '../../sync';
import { appHomeSession } from '../session/app-home-session';
import { useSessionTranslation } from '../session/session-i18n';
import { type AfterAnswers, withAfterAnswers } from './after-answers';
import { AfterForm } from './after-form';
import { sendStateOf } from './send-state';

/** The ended session's body: in memory, else still in the outbox; null when neither has it. */
function useSessionBody(activityId: string): ActivityInput | null | undefined {
  const [body, setBody] = useState<ActivityInput | null | undefined>(() => {
    const { finished, recording } = appHomeSession.getState();
    return finished && recording?.activityId === activityId ? finished : undefined;
  });
  useEffect(() => {
    if (body !== undefined) return;
    let current = true;
    void unsyncedPut(homeSessionEntityKey(activityId)).then((queued) => {
      if (current) setBody((queued as ActivityInput | undefined) ?? null);
    });
    return () => {
      current = false;
    };
  }, [activityId, body]);
  return body;
}

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
  const body = useSessionBody(activityId);
  const [saved, setSaved] = useState(false);
  if (body === undefined) return <Loader aria-busy="true" aria-label={t('loading')} />;
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
    setSaved(true);
  };
  return <AfterForm onSave={save} />;
}
