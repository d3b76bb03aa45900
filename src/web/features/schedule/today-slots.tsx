/**
 * Home's "Today's slots" for the front desk: each of today's slots with who is expected and the
 * check-in buttons, and the follow-up list. Nothing when the workspace has no slots at all.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { localToday } from '../../lib/local-today';
import { paths } from '../../lib/paths';
import { FollowUpCard } from './follow-up-card';
import { useScheduleTranslation } from './schedule-i18n';
import { useSlots } from './schedule-reads';
import { SlotDayCard } from './slot-day-card';
import { slotsOn } from './slot-words';

export function TodaySlots() {
  const { t } = useScheduleTranslation();
  const today = localToday();
  const slots = useSlots();
  if (!slots.data || slots.data.length === 0) {
    // Loading shows in the cards once there are slots; a failure is the schedule screen's to tell.
    return slots.isPending ? <span aria-busy="true" hidden /> : null;
  }
  const todays = slotsOn(slots.data, today);
  return (
    <Stack component="section" gap="sm" aria-labelledby="today-slots-title">
      <Title order={2} fz="h3" id="today-slots-title">
        {t('today.title')}
      </Title>
      {todays.length === 0 && <Text c="gray.7">{t('today.none')}</Text>}
      {todays.map((slot) => (
        <SlotDayCard key={slot.slotId} slot={slot} date={today} />
      ))}
      <Anchor component={Link} to={paths.schedule()}>
        {t('today.open')}
      </Anchor>
      <FollowUpCard today={today} />
    </Stack>
  );
}
