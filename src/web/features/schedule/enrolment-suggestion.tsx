/**
 * Beside "Enrol in this slot", for those who may read the chart: how many weekly sessions the
 * patient's programme prescribes, how many their slots already give, and what this slot adds
 * (common/programme/weekly-enrolment.ts). The front desk, which reads nothing clinical, sees none.
 */
import { Text } from '@mantine/core';
import { weeklyEnrolmentOf } from '../../../common/programme/weekly-enrolment';
import type { ClassSlot } from '../../../common/schemas/class-slot';
import { useActiveProgramme } from '../records';
import { useScheduleTranslation } from './schedule-i18n';
import { useSlots } from './schedule-reads';

export function EnrolmentSuggestion({ patientId, slot }: { patientId: string; slot: ClassSlot }) {
  const { t } = useScheduleTranslation();
  const { programme, status } = useActiveProgramme(patientId);
  const slots = useSlots();
  if (status === 'loading') return null;
  if (!programme) {
    return (
      <Text size="sm" c="gray.7" data-testid="enrolment-suggestion">
        {t('enrolment.noProgramme')}
      </Text>
    );
  }
  const weekly = weeklyEnrolmentOf(programme.sessionsPerWeek, patientId, slot.slotId, [
    ...(slots.data ?? []).filter((s) => s.slotId !== slot.slotId),
    slot,
  ]);
  const key = weekly.remaining === 0 ? 'enrolment.met' : 'enrolment.suggest';
  return (
    <Text size="sm" c="gray.7" data-testid="enrolment-suggestion" aria-live="polite">
      {t(key, {
        count: weekly.prescribed,
        enrolled: weekly.enrolledPerWeek,
        remaining: weekly.remaining,
        thisSlot: weekly.thisSlotPerWeek,
      })}
    </Text>
  );
}
