/** One expected patient (or walk-in) of a slot's day: status, and check-in, absence, no-show. */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type {
  AbsenceReason,
  AttendanceMarkInput,
  SlotDayPatient,
} from '../../../common/schemas/class-slot';
import { AbsenceForm } from './absence-form';
import { useScheduleTranslation } from './schedule-i18n';

const STATUS_COLORS = { 'checked-in': 'teal', absent: 'orange', 'no-show': 'red' } as const;

export function DayPatientRow({
  patient,
  canMark,
  onMark,
}: {
  patient: SlotDayPatient;
  canMark: boolean;
  onMark(input: AttendanceMarkInput): Promise<void>;
}) {
  const { t } = useScheduleTranslation();
  const [absence, setAbsence] = useState(false);
  const name = patient.patientName;
  const status = patient.mark?.status;
  const reason = patient.mark?.reason;
  const label = status
    ? `${t(`statuses.${status}`)}${reason ? ` · ${t(`reasons.${reason}`)}` : ''}`
    : t('statuses.expected');

  return (
    <Paper component="li" withBorder p="xs" px="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" miw={0} style={{ flex: '1 1 12rem' }}>
            <Text fw={600} truncate="end">
              {name}
            </Text>
            {!patient.enrolled && (
              <Badge variant="outline" color="gray">
                {t('slotDay.walkInBadge')}
              </Badge>
            )}
          </Group>
          <Badge color={status ? STATUS_COLORS[status] : 'gray'} variant="light" size="lg">
            {label}
          </Badge>
        </Group>
        {canMark && !absence && (
          <Group gap="xs">
            {(
              [
                [
                  'checkIn',
                  'teal',
                  status === 'checked-in' ? 'filled' : 'light',
                  () => onMark({ status: 'checked-in' }),
                ],
                ['absent', 'orange', 'light', () => setAbsence(true)],
                ['noShow', 'red', 'subtle', () => onMark({ status: 'no-show' })],
              ] as const
            ).map(([key, color, variant, onClick]) => (
              <Button
                key={key}
                size="xs"
                color={color}
                variant={variant}
                aria-label={t(`slotDay.${key}Name`, { name })}
                onClick={() => void onClick()}
              >
                {t(`slotDay.${key}`)}
              </Button>
            ))}
          </Group>
        )}
        {absence && (
          <AbsenceForm
            name={name}
            initial={(reason as AbsenceReason | null) ?? null}
            onCancel={() => setAbsence(false)}
            onSave={async (chosen) => {
              await onMark({ status: 'absent', reason: chosen });
              setAbsence(false);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
