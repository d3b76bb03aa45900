/** The clinician's entries during the session as a table: the chart's ticks, in words. */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration } from '../shared/format';
import { alarmKindText, alarmSentence, type Translate } from './alarm-text';
import { eventValueText } from './chart-data';

/** The kind and value columns of an entry: alarms and acknowledgements in whole sentences. */
function eventColumns(event: ActivityEvent, t: Translate, locale: string): [string, string] {
  switch (event.kind) {
    case 'alarm':
    case 'alarm-ack':
      return [alarmKindText(event, t), alarmSentence(event, t, locale)];
    case 'pause':
    case 'resume':
      return [t(`events.${event.kind}`), event.value ?? ''];
    default:
      return [t(`events.${event.kind}`), eventValueText(event, locale)];
  }
}

export function ActivityEvents({ events }: { events: readonly ActivityEvent[] }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  if (events.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('detail.noEvents')}
      </Text>
    );
  }
  const ordered = [...events].sort((a, b) => a.t - b.t);
  return (
    <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={t('detail.eventsTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="4.5rem">
            {t('detail.eventTime')}
          </Table.Th>
          <Table.Th scope="col" w="6.5rem">
            {t('detail.eventKind')}
          </Table.Th>
          <Table.Th scope="col">{t('detail.eventValue')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((event, index) => {
          const [kind, value] = eventColumns(event, t, i18n.language);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a time and value.
            <Table.Tr key={index}>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDuration(event.t)}
              </Table.Td>
              <Table.Td fw={event.kind === 'alarm' ? 600 : undefined}>{kind}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
