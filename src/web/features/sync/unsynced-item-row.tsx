/** One unsynced item in Settings: what it is, why it is still here, and what the clinician can do. */
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../lib/locale-format';
import { CONFLICT_KINDS } from './conflict-resolution';
import { ConflictView } from './conflict-view';
import type { ItemState } from './item-state';
import type { OutboxItemSummary } from './outbox-engine';
import { useSyncTranslation } from './sync-i18n';
import { outbox } from './sync-service';

interface UnsyncedItemRowProps {
  item: OutboxItemSummary;
  state: ItemState;
  /** The name of the patient the write concerns, when the caller knows it. */
  patientName: string | undefined;
}

const KINDS = CONFLICT_KINDS;

type SyncT = ReturnType<typeof useSyncTranslation>['t'];

function describeState(state: ItemState, t: SyncT, time: (ms: number) => string): string {
  switch (state.kind) {
    case 'rejected':
      return t('item.rejected', { reason: state.reason });
    case 'parked':
      // No status: the server answered other requests, but this write's answer never came.
      return state.status === 0
        ? t('item.parkedNoAnswer', { failures: state.failures, reason: state.reason })
        : t('item.parked', {
            failures: state.failures,
            status: state.status,
            code: state.code,
            reason: state.reason,
          });
    case 'retrying':
      return t('item.retrying', { time: time(state.at), reason: state.reason });
    case 'serverOutage':
      return t(state.code === 'storage_full' ? 'item.serverDiskFull' : 'item.serverOutage', {
        time: time(state.at),
      });
    default:
      return t(`item.${state.kind}`);
  }
}

export function UnsyncedItemRow({ item, state, patientName }: UnsyncedItemRowProps) {
  const { t, i18n } = useSyncTranslation();
  const [confirming, setConfirming] = useState(false);
  const time = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const kind = KINDS.find((known) => item.entityKey.startsWith(`${known}:`)) ?? 'other';
  const action = t(
    item.method === 'PUT' ? 'item.save' : kind === 'patient' ? 'item.archive' : 'item.delete',
  );
  const patient = patientName ? `${patientName} (${item.patientId})` : (item.patientId ?? '');
  const subject = t(`item.${kind}`, { patient, key: item.entityKey });
  const stateText = describeState(state, t, time);
  // Refused or parked: only the clinician can send it again or let it go.
  const needsDecision = state.kind === 'rejected' || state.kind === 'parked';
  const canDecide =
    needsDecision || state.kind === 'heldForOwner' || state.kind === 'heldForWorkspace';
  const conflict = state.kind === 'conflict' && kind !== 'other';

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={needsDecision ? 'red.0' : conflict ? 'yellow.0' : undefined}
    >
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {action} · {subject}
        </Text>
        <Text size="sm" c={needsDecision ? 'red.9' : 'gray.8'}>
          {stateText}
        </Text>
        <Text size="xs" c="gray.7">
          {t('item.queuedAt', { time: time(item.queuedAt) })}
        </Text>
        {conflict && <ConflictView seq={item.seq} kind={kind} theirs={state.theirs} />}
        {canDecide && (
          <Group gap="xs" mt={4}>
            {needsDecision && (
              <Button size="xs" variant="light" onClick={() => void outbox.retry(item.seq)}>
                {t('item.retry')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('item.discard')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('item.discardTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('item.discardBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('signOut.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                void outbox.discard(item.seq);
              }}
            >
              {t('item.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
