/**
 * The session's alarms and their acknowledgements, in words, for the printed report: the
 * events table stays off paper to keep the report on one sheet, but what went off must not.
 */
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration } from '../shared/format';
import { type AlarmAckEvent, type AlarmEvent, alarmSentence } from './alarm-text';

export function ActivityAlarms({ events }: { events: readonly (AlarmEvent | AlarmAckEvent)[] }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0}>
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two alarms may share a time and rule.
        <List.Item key={index}>
          <Text span ff="monospace" size="sm" mr="xs">
            {formatDuration(event.t)}
          </Text>
          {alarmSentence(event, t, i18n.language)}
        </List.Item>
      ))}
    </List>
  );
}
