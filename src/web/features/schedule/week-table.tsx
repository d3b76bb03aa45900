/** The week's slots: days, time and length, places taken, staff; edit and delete for managers. */
import { Button, Group, Table, Text } from '@mantine/core';
import type { ClassSlot } from '../../../common/schemas/class-slot';
import { useScheduleTranslation } from './schedule-i18n';
import { weekdaysText } from './slot-words';
import type { StaffOption } from './use-staff';

interface WeekTableProps {
  slots: readonly ClassSlot[];
  staff: readonly StaffOption[];
  onEdit?(slot: ClassSlot): void;
  onDelete?(slot: ClassSlot): void;
}

export function WeekTable({ slots, staff, onEdit, onDelete }: WeekTableProps) {
  const { t, i18n } = useScheduleTranslation();
  const nameOf = new Map(staff.map((s) => [s.value, s.label]));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.slot')}</Table.Th>
            <Table.Th>{t('columns.days')}</Table.Th>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th>{t('columns.capacity')}</Table.Th>
            <Table.Th>{t('columns.staff')}</Table.Th>
            {onEdit && <Table.Th aria-label={t('slotDay.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...slots]
            .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name))
            .map((slot) => (
              <Table.Tr key={slot.slotId}>
                <Table.Td fw={600}>{slot.name}</Table.Td>
                <Table.Td>{weekdaysText(slot.weekdays, i18n.language)}</Table.Td>
                <Table.Td>
                  {slot.startTime}{' '}
                  <Text span size="sm" c="gray.7">
                    ({t('minutes', { count: slot.durationMin })})
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t('enrolledOf', { enrolled: slot.enrolled.length, capacity: slot.capacity })}
                </Table.Td>
                <Table.Td>{slot.staffIds.map((id) => nameOf.get(id) ?? '—').join(', ')}</Table.Td>
                {onEdit && onDelete && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('edit', { name: slot.name })}
                        onClick={() => onEdit(slot)}
                      >
                        ✎
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('delete', { name: slot.name })}
                        onClick={() => onDelete(slot)}
                      >
                        ✕
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
