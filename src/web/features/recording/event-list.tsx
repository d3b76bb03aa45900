/** What happened during the recording, newest first, with its time from the start. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../../../common/schemas/activity-event';
import { alarmSentence, RESULTS_NS } from '../results';
import { useBorgWords } from './borg-scale';
import { formatDuration } from './format-time';
import { RECORDING_NS } from './recording-i18n';

const KNOWN_MARKERS = ['sensor-lost', 'sensor-back', 'recording-interrupted', 'recording-resumed'];
/** Only the newest few: the review and the results screen show them all. */
const SHOWN_EVENTS = 8;

type BorgAnchor = (value: number) => string | null;

/** `tResults`: alarms are worded once, by results, the same live as in the session's report. */
function eventLabel(
  event: ActivityEvent,
  t: TFunction,
  tResults: TFunction,
  locale: string,
  borgAnchor: BorgAnchor,
) {
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
    case 'rpe': {
      const anchor = borgAnchor(event.value);
      return anchor
        ? t('events.rpeAnchored', { value: event.value, anchor })
        : t('events.rpe', { value: event.value });
    }
    case 'pause':
    case 'resume':
      return t(`events.${event.kind}`);
    default:
      return t(`events.${event.kind}`, { value: event.value });
  }
}

/** An event in words ("RPE 13 (somewhat hard)", "BP 130/80 mmHg"), in the current language. */
export function useEventLabel(): (event: ActivityEvent) => string {
  const { t, i18n } = useTranslation(RECORDING_NS);
  const { t: tResults } = useTranslation(RESULTS_NS);
  const borg = useBorgWords();
  return (event) => eventLabel(event, t, tResults, i18n.language, borg.anchor);
}

/** One event as a list item: its time from the start, then its words. */
export function EventItem(props: { event: ActivityEvent; label(event: ActivityEvent): string }) {
  return (
    <Text component="li" size="sm">
      <Text component="span" ff="monospace" c="gray.7" mr="sm">
        {formatDuration(props.event.t)}
      </Text>
      {props.label(props.event)}
    </Text>
  );
}

export function EventList({ events }: { events: readonly ActivityEvent[] }) {
  const { t } = useTranslation(RECORDING_NS);
  const label = useEventLabel();
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
            <EventItem key={position} event={event} label={label} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
