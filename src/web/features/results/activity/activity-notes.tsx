/** The session's notes, editable in place; saved on this device at once, sent by the sync outbox. */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../common/schemas/activity';
import { dataErrorMessage } from '../../../lib/error-message';
import { useCanWrite } from '../../clinic';
import { RESULTS_NS } from '../results-i18n';
import { saveActivityNotes } from './activity-api';

const MAX_NOTES = 5000;

interface ActivityNotesProps {
  activity: Activity;
  onSaved: (activity: Activity) => void;
}

export function ActivityNotes({ activity, onSaved }: ActivityNotesProps) {
  const { t } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const canWrite = useCanWrite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Which confirmation shows after a save: sent soon, or kept here until the connection returns. */
  const [saved, setSaved] = useState<'saved' | 'savedOffline' | null>(null);

  const save = async () => {
    if (draft === null) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await saveActivityNotes(activity, draft));
      setDraft(null);
      setSaved(navigator.onLine ? 'saved' : 'savedOffline');
    } catch (failure) {
      setError(`${t('notes.saveFailed')} ${dataErrorMessage(failure, tApp)}`);
    } finally {
      setBusy(false);
    }
  };

  if (draft === null) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={activity.notes ? undefined : 'gray.7'}
        >
          {activity.notes || t('notes.empty')}
        </Text>
        {saved && (
          <Text size="sm" c="green.9" role="status">
            {t(`notes.${saved}`)}
          </Text>
        )}
        {canWrite && (
          <Button
            variant="light"
            size="xs"
            data-print-hidden
            onClick={() => {
              setSaved(null);
              setDraft(activity.notes);
            }}
          >
            {t('notes.edit')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t('notes.label')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={MAX_NOTES}
        error={error}
        data-autofocus
        autoFocus
      />
      <Group gap="xs">
        <Button size="xs" loading={busy} onClick={save}>
          {t('notes.save')}
        </Button>
        <Button size="xs" variant="default" disabled={busy} onClick={() => setDraft(null)}>
          {t('notes.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
