/**
 * One slot on one day, as the front desk works it: who is expected and their status, a button per
 * patient to check in, record an absence (with its reason) or a no-show; a patient to enrol, or to
 * check in as a walk-in; and, for those who run classes, "Start the class" with the checked in.
 * Names and statuses only (the server sends nothing clinical here).
 */
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AttendanceMarkInput, ClassSlot } from '../../../common/schemas/class-slot';
import { ReadError } from '../../components/query-boundary';
import { dataErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useCan, useCanReadRecords, useCanWrite } from '../clinic';
import { usePatientState } from '../patients';
import { DayPatientRow } from './day-patient-row';
import { EnrolmentSuggestion } from './enrolment-suggestion';
import { enrol, markAttendance } from './schedule-api';
import { useScheduleTranslation } from './schedule-i18n';
import { useSlotDay } from './schedule-reads';

export function SlotDayCard({ slot, date }: { slot: ClassSlot; date: string }) {
  const { t } = useScheduleTranslation();
  const { t: common } = useTranslation();
  const titleId = useId();
  const day = useSlotDay(slot, date);
  const canMark = useCan('attendance:write');
  const canWrite = useCanWrite();
  const canReadRecords = useCanReadRecords();
  const canRunClass = canWrite && canReadRecords;
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      await day.refetch({ throwOnError: true });
    } catch (error) {
      setFailure(t('slotDay.markFailed', { message: dataErrorMessage(error, common) }));
    }
  };
  const mark = (patientId: string, input: AttendanceMarkInput) =>
    act(() => markAttendance(slot.slotId, date, patientId, input));

  const patients = day.data?.patients ?? [];
  const checkedIn = patients.filter((p) => p.mark?.status === 'checked-in').length;
  const expected = patients.filter((p) => p.enrolled).length;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4" id={titleId}>
            {t('slotDay.heading', { time: slot.startTime, name: slot.name })}
          </Title>
          {day.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('slotDay.count', { checkedIn, expected })}
            </Text>
          )}
        </Group>
        {day.isPending && (
          <Stack gap="xs" aria-busy="true" aria-label={t('slotDay.loading')} role="status">
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        )}
        {day.isError && !day.data && (
          <ReadError
            title={t('slotDay.failed')}
            error={day.error}
            onRetry={() => void day.refetch()}
          />
        )}
        {day.data && patients.length === 0 && <Text c="gray.7">{t('slotDay.empty')}</Text>}
        {patients.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {patients.map((patient) => (
              <DayPatientRow
                key={patient.patientId}
                patient={patient}
                canMark={canMark}
                onMark={(input) => mark(patient.patientId, input)}
              />
            ))}
          </Stack>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {canMark && day.data && (
          <AddToDay
            slot={day.data.slot}
            suggest={canReadRecords}
            present={patients.map((p) => p.patientId)}
            onEnrol={(patientId) => act(() => enrol(slot.slotId, patientId, date))}
            onWalkIn={(patientId) => mark(patientId, { status: 'checked-in' })}
          />
        )}
        {canRunClass && checkedIn > 0 && (
          <Group>
            <Button
              onClick={() =>
                navigate(`${paths.class()}?${new URLSearchParams({ slot: slot.slotId, date })}`)
              }
            >
              {t('slotDay.startClass')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AddToDay({
  slot,
  suggest,
  present,
  onEnrol,
  onWalkIn,
}: {
  slot: ClassSlot;
  /** Whether to suggest weekly sessions from the programme (who may read the chart). */
  suggest: boolean;
  present: readonly string[];
  onEnrol(patientId: string): Promise<void>;
  onWalkIn(patientId: string): Promise<void>;
}) {
  const { t } = useScheduleTranslation();
  const { patients } = usePatientState();
  const [patientId, setPatientId] = useState<string | null>(null);
  const full = slot.enrolled.length >= slot.capacity;
  const data = patients
    .filter((p) => !present.includes(p.patientId))
    .map((p) => ({ value: p.patientId, label: p.patientName }));
  const run = (work: (id: string) => Promise<void>) => async () => {
    if (!patientId) return;
    await work(patientId);
    setPatientId(null);
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('slotDay.addPatient')}
          placeholder={t('slotDay.addPlaceholder')}
          data={data}
          value={patientId}
          onChange={setPatientId}
          searchable
          style={{ flex: '1 1 14rem' }}
        />
        <Button variant="light" disabled={!patientId || full} onClick={run(onEnrol)}>
          {t('slotDay.enrol')}
        </Button>
        <Button variant="default" disabled={!patientId} onClick={run(onWalkIn)}>
          {t('slotDay.walkIn')}
        </Button>
      </Group>
      {suggest && patientId && <EnrolmentSuggestion patientId={patientId} slot={slot} />}
    </Stack>
  );
}
