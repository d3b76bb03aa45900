/**
 * /schedule: the clinic's week (PRODUCT.md section 13). The weekly slots (owners and admins add,
 * change and delete them), a day chosen from the calendar with each of its slots' expected
 * patients and check-ins, and the follow-up list of who missed their last two sessions. Every
 * role opens it; the front desk works it, a viewer only reads.
 */
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDaysToDate } from '../../../common/dates/calendar-date';
import type { ClassSlot } from '../../../common/schemas/class-slot';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReadError } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { dataErrorMessage } from '../../lib/error-message';
import { localToday } from '../../lib/local-today';
import { useCan } from '../clinic';
import { FollowUpCard } from './follow-up-card';
import { deleteSlot } from './schedule-api';
import { useScheduleTranslation } from './schedule-i18n';
import { useReplaceSlots, useSlots } from './schedule-reads';
import { SlotDayCard } from './slot-day-card';
import { SlotFormModal } from './slot-form';
import { dayText, slotsOn } from './slot-words';
import { useStaff } from './use-staff';
import { WeekTable } from './week-table';

/** The day after `date` (the front desk may look at tomorrow's list). */
const nextDay = (date: string) => addDaysToDate(date, 1);

type Editing = { slot: ClassSlot | null } | null;

export function ScheduleScreen() {
  const { t, i18n } = useScheduleTranslation();
  const { t: common } = useTranslation();
  const today = localToday();
  const [date, setDate] = useState(today);
  const slots = useSlots();
  const replaceSlots = useReplaceSlots();
  const staff = useStaff();
  const canManage = useCan('schedule:manage');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ClassSlot | null>(null);

  const list = slots.data ?? [];
  const ofDay = slotsOn(list, date);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('title')}
        </Title>
        {canManage && <Button onClick={() => setEditing({ slot: null })}>{t('newSlot')}</Button>}
      </Group>
      <Text size="sm">{t('intro')}</Text>
      {slots.isPending && <Loader aria-busy="true" aria-label={t('loading')} />}
      {slots.isError && !slots.data && (
        <ReadError title={t('failed')} error={slots.error} onRetry={() => void slots.refetch()} />
      )}
      {slots.data && (
        <TitledCard title={t('week')} p="md">
          {list.length === 0 ? (
            <Text c="gray.7">{canManage ? t('noSlotsManager') : t('noSlots')}</Text>
          ) : (
            <WeekTable
              slots={list}
              staff={staff}
              onEdit={canManage ? (slot) => setEditing({ slot }) : undefined}
              onDelete={canManage ? setDeleting : undefined}
            />
          )}
        </TitledCard>
      )}
      {list.length > 0 && (
        <Stack component="section" gap="sm" aria-labelledby="schedule-day-title">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={2} fz="h3" id="schedule-day-title">
              {t('dayTitle', { date: dayText(date, i18n.language) })}
            </Title>
            <TextInput
              type="date"
              label={t('day')}
              value={date}
              max={nextDay(today)}
              onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
            />
          </Group>
          {ofDay.length === 0 && <Text c="gray.7">{t('noSlotsThatDay')}</Text>}
          {ofDay.map((slot) => (
            <SlotDayCard key={slot.slotId} slot={slot} date={date} />
          ))}
        </Stack>
      )}
      {list.length > 0 && <FollowUpCard today={today} />}
      <SlotFormModal
        opened={editing !== null}
        slot={editing?.slot ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => replaceSlots([...list.filter((s) => s.slotId !== saved.slotId), saved])}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t('delete', { name: deleting.name }) : ''}
        confirmLabel={deleting ? t('delete', { name: deleting.name }) : ''}
        onClose={() => setDeleting(null)}
        describeError={(error) => dataErrorMessage(error, common)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSlot(deleting.slotId, deleting.version);
          replaceSlots(list.filter((s) => s.slotId !== deleting.slotId));
          setDeleting(null);
        }}
      >
        <Text>{deleting ? t('deleteConfirm', { name: deleting.name }) : ''}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
