/**
 * "Reload to update", when a new version is ready. Never a surprise reload, and not offered
 * while a session is being recorded (a checkpoint exists): the banner waits for it to end.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { openLocalDb } from '../../lib/local-db';
import { useServiceWorkerUpdate } from './service-worker';
import { useSyncTranslation } from './sync-i18n';

const RECORDING_CHECK_MS = 10_000;

/** A checkpoint is kept from Start until the session is saved or discarded. */
async function recordingInProgress(): Promise<boolean> {
  try {
    const db = await openLocalDb();
    return (await db.count('checkpoints')) > 0;
  } catch {
    return false;
  }
}

export function UpdatePrompt() {
  const { t } = useSyncTranslation();
  const { ready, apply } = useServiceWorkerUpdate();
  const [recording, setRecording] = useState(true);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    const check = () =>
      void recordingInProgress().then((value) => {
        if (live) setRecording(value);
      });
    check();
    const timer = setInterval(check, RECORDING_CHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ready]);

  if (!ready || recording || dismissed || !apply) return null;
  return (
    <Paper
      role="alert"
      shadow="md"
      withBorder
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 'calc(80px + env(safe-area-inset-bottom))',
        maxWidth: 420,
        marginInline: 'auto',
        zIndex: 300,
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>{t('update.title')}</Text>
        <Text size="sm">{t('update.body')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={() => setDismissed(true)}>
            {t('update.later')}
          </Button>
          <Button size="xs" onClick={apply}>
            {t('update.reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
