/**
 * In the class review, beside the closing RPE: what was entered for this participant during the
 * class (Borg, blood pressure, SpO₂, notes), with the time into the class, so the closing rating
 * is asked with the earlier ones in view instead of as if none had been taken.
 */
import { Stack, Text } from '@mantine/core';
import type { ActivityEvent } from '../../../common/schemas/activity-event';
import { EventItem, useEventLabel } from '../recording';
import { useClassTranslation } from './class-i18n';

const ENTRY_KINDS = new Set<ActivityEvent['kind']>(['rpe', 'bp', 'spo2', 'note']);

/** The clinician's entries made while recording, without the RPE asked at the end (`endMs`). */
export function entriesDuringClass(events: readonly ActivityEvent[], endMs: number) {
  return events.filter(
    (event) => ENTRY_KINDS.has(event.kind) && !(event.kind === 'rpe' && event.t === endMs),
  );
}

export function ReviewEntries(props: { events: readonly ActivityEvent[]; endMs: number }) {
  const { t } = useClassTranslation();
  const label = useEventLabel();
  const entries = entriesDuringClass(props.events, props.endMs);
  return (
    <div>
      <Text size="sm" fw={700}>
        {t('review.entries')}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('review.noEntries')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={2}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('review.entries')}
        >
          {entries.map((event, index) => (
            // Entries are only appended, so their order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <EventItem key={index} event={event} label={label} />
          ))}
        </Stack>
      )}
    </div>
  );
}
