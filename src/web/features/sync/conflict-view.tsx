/**
 * A write that met a newer version on the server, side by side: mine and theirs, field by field
 * (a patient's fields that differ; a session's notes), with the clinician's three ways out.
 */
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/locale-format';
import {
  type ConflictField,
  type ConflictKind,
  canKeepBoth,
  conflictFields,
} from './conflict-resolution';
import type { OutboxItem } from './outbox-item';
import { useSyncTranslation } from './sync-i18n';
import { outbox, outboxStore } from './sync-service';

interface ConflictViewProps {
  seq: number;
  kind: ConflictKind;
  /** The server's record; null when it no longer exists there. */
  theirs: unknown;
}

type SyncT = ReturnType<typeof useSyncTranslation>['t'];

function shownValue(field: string, value: unknown, t: SyncT, date: (ms: number) => string) {
  if (value === null || value === '') return t('conflict.empty');
  if (field === 'archivedAt' && typeof value === 'number') return date(value);
  // A prescription's intensity or a clinical profile: its filled-in fields, one per line.
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, part]) => part !== null && part !== '' && !(Array.isArray(part) && !part.length))
      .map(([key, part]) => `${key}: ${Array.isArray(part) ? part.join(', ') : String(part)}`)
      .join('\n');
  }
  return String(value);
}

function FieldsTable({
  fields,
  t,
  date,
}: {
  fields: ConflictField[];
  t: SyncT;
  date: (ms: number) => string;
}) {
  return (
    <Table withTableBorder layout="fixed" fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('conflict.field')}</Table.Th>
          <Table.Th scope="col">{t('conflict.mine')}</Table.Th>
          <Table.Th scope="col">{t('conflict.theirs')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map(({ field, mine, theirs }) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{t(`conflict.fields.${field}`)}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
              {shownValue(field, mine, t, date)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
              {shownValue(field, theirs, t, date)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ConflictView({ seq, kind, theirs }: ConflictViewProps) {
  const { t, i18n } = useSyncTranslation();
  const [item, setItem] = useState<OutboxItem | null>(null);
  useEffect(() => {
    let live = true;
    void outboxStore.get(seq).then((stored) => live && setItem(stored ?? null));
    return () => {
      live = false;
    };
  }, [seq]);
  const date = (ms: number) => formatDateTime(ms, i18n.language, { dateStyle: 'short' });
  if (!item) return null;

  const gone = theirs === null;
  const mine = item.bodyJson === null ? {} : JSON.parse(item.bodyJson);
  // A delete compares their notes with the notes this device last saw: none to show, so theirs only.
  const fields = gone ? [] : conflictFields(kind, item.method === 'PUT' ? mine : theirs, theirs);
  // A deleted session cannot be written again; a patient made again is a plain upsert.
  const canKeepMine = !(gone && kind === 'activity');

  return (
    <Stack gap={6} mt={4}>
      <Text size="sm">
        {gone
          ? t('conflict.gone')
          : item.method === 'DELETE'
            ? t('conflict.changedBeforeDelete')
            : t('conflict.explain')}
      </Text>
      {fields.length > 0 && <FieldsTable fields={fields} t={t} date={date} />}
      <Group gap="xs">
        {canKeepMine && (
          <Button size="xs" variant="light" onClick={() => void outbox.keepMine(seq)}>
            {t('conflict.keepMine')}
          </Button>
        )}
        <Button size="xs" variant="light" onClick={() => void outbox.takeTheirs(seq)}>
          {t('conflict.takeTheirs')}
        </Button>
        {canKeepBoth(item) && (
          <Button size="xs" variant="light" onClick={() => void outbox.keepBoth(seq)}>
            {t('conflict.keepBoth')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
