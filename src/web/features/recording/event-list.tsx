/** What happened during the recording, newest first, with its time from the start. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../../../common/schemas/activity';
import { alarmSentence, RESULTS_NS } from '../results';
import { formatDuration } from './format-time';
import { RECORDING_NS } from './recording-i18n';

const KNOWN_MARKERS = ['sensor-lost', 'sensor-back', 'recording-interrupted', 'recording-resumed'];
/** Only the newest few: the review and the results screen show them all. */
const SHOWN_EVENTS = 8;

/** `tResults`: alarms are worded once, by results, the same live as in the session's report. */
function eventLabel(event: ActivityEvent, t: TFunction, tResults: TFunction, locale: string) {
  switch (event.kind) {
    case 'alarm':
    case 'alarm-ack':
      return alarmSentence(event, tResults, locale);
    case 'marker':
      if (event.value && KNOWN_MARKERS.includes(event.value)) {
        return t(`events.markers.${event.value}`);
      }
      return event.value ? `${t('events.marker')}: ${event.value}` : t('events.marker');
    case 'bp':
      return t('events.bp', event.value);
    case 'pause':
    case 'resume':
      return t(`events.${event.kind}`);
    default:
      return t(`events.${event.kind}`, { value: event.value });
  }
}

export function EventList({ events }: { events: readonly ActivityEvent[] }) {
  const { t, i18n } = useTranslation(RECORDING_NS);
  const { t: tResults } = useTranslation(RESULTS_NS);
  // Events are only ever appended, so an event's position in the list is a stable key.
  const newest = events
    .map((event, position) => ({ event, position }))
    .slice(-SHOWN_EVENTS)
    .reverse();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="events-title">
      <Title order={2} fz="h4" id="events-title" mb="xs">
        {t('events.title')}
      </Title>
      {newest.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('events.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {newest.map(({ event, position }) => (
            <Text component="li" key={position} size="sm">
              <Text component="span" ff="monospace" c="gray.7" mr="sm">
                {formatDuration(event.t)}
              </Text>
              {eventLabel(event, t, tResults, i18n.language)}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
