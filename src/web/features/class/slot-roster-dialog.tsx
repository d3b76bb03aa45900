/**
 * "Start the class with those checked in" (issue 36): the class opened from a slot's day
 * (`/class?slot=…&date=…`) offers the patients checked in there, each with the start target of
 * their record and prescription — the same monitoring limits Add participant uses
 * (common/programme/monitoring-limits.ts through useStartTarget) — and adds them all at once.
 * Walk-ins are still added one by one with Add participant.
 */
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '../../../common/schemas/patient';
import { useActiveWorkspace, workspaceStorageKey } from '../../lib/active-workspace';
import { useLocalSetting } from '../../lib/local-setting';
import { useBluetoothSupport } from '../devices';
import { loadPatients, usePatientState } from '../patients';
import type { StartTarget } from '../recording';
import { useStartTarget } from '../recording';
import { useSlotDayById } from '../schedule';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import { addParticipant, defaultSensorValue, sensorChoiceOf } from './participant-start-fields';
import { pairingFor, strapRegistry } from './sensor-registry';

/** Without a prescribed band a class starts at 50–70 % of HR reserve, as Add participant does. */
const FALLBACK_CHOICE = '50-70' as const;

export function SlotRosterDialog({
  slotId,
  date,
  onClose,
}: {
  slotId: string;
  date: string;
  onClose(): void;
}) {
  const { t } = useClassTranslation();
  const { t: common } = useTranslation();
  const day = useSlotDayById(slotId, date);
  const { patients, status } = usePatientState();
  const [starts, setStarts] = useState<Record<string, StartTarget | null>>({});
  const workspace = useActiveWorkspace();
  const pairings = useLocalSetting(strapRegistry(workspaceStorageKey(workspace)));
  const bluetooth = useBluetoothSupport() === 'available';
  useEffect(() => void loadPatients(), []);

  const inClass = new Set(appClass.participants().map((p) => p.id));
  const checkedIn = useMemo(() => {
    if (!day.data) return [];
    const byId = new Map(patients.map((p) => [p.patientId, p]));
    return day.data.patients.flatMap((entry) => {
      const patient = byId.get(entry.patientId);
      return entry.mark?.status === 'checked-in' && patient ? [patient] : [];
    });
  }, [day.data, patients]);
  const waiting = checkedIn.filter((p) => !inClass.has(p.patientId));
  const ready = waiting.filter((p) => starts[p.patientId]);
  const report = useCallback(
    (patientId: string, start: StartTarget | null) =>
      setStarts((all) => (all[patientId] === start ? all : { ...all, [patientId]: start })),
    [],
  );

  const addAll = () => {
    const names = new Map(pairings.map((p) => [p.deviceId, p.name]));
    for (const patient of ready) {
      const start = starts[patient.patientId];
      if (!start) continue;
      const paired = pairingFor(pairings, patient.patientId)?.deviceId ?? null;
      const sensor = sensorChoiceOf(defaultSensorValue(paired, bluetooth), names);
      addParticipant(patient, start, sensor);
    }
    onClose();
  };

  const slot = day.data?.slot ?? null;
  const loading = day.isPending || status === 'loading';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('fromSlot.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': common('common.close') }}
    >
      <Stack gap="md">
        {slot && (
          <Text size="sm">{t('fromSlot.intro', { time: slot.startTime, name: slot.name })}</Text>
        )}
        {loading && (
          <Skeleton height={48} aria-busy="true" aria-label={t('fromSlot.loading')} role="status" />
        )}
        {day.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('fromSlot.failed')}
          </Alert>
        )}
        {!loading && day.data && waiting.length === 0 && (
          <Text c="gray.7">{t('fromSlot.none')}</Text>
        )}
        {waiting.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {waiting.map((patient) => (
              <RosterRow key={patient.patientId} patient={patient} onStart={report} />
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('fromSlot.cancel')}
          </Button>
          <Button disabled={ready.length === 0} onClick={addAll}>
            {t('fromSlot.add', { count: ready.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One checked-in patient with the band and safety maximum they will start with. */
function RosterRow({
  patient,
  onStart,
}: {
  patient: Patient;
  onStart(patientId: string, start: StartTarget | null): void;
}) {
  const { t } = useClassTranslation();
  const start = useStartTarget(patient, null, FALLBACK_CHOICE);
  const usable = start.status !== 'loading';
  // Without HR max (no birth date, no test) or a band's resting HR there is no band: Add
  // participant adds such a patient too, and says what is missing; so does this list.
  const missing = start.hrMax === null || (patient.restingHr === null && !start.prescribed);
  // The hook answers a new object each render: told again only when the numbers change.
  const latest = useRef(start);
  latest.current = start;
  const { target, safetyMaxBpm, limits } = start;
  const signature = JSON.stringify([usable, target, safetyMaxBpm, limits.borg, start.hrMax]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the start's numbers.
  useEffect(() => {
    onStart(patient.patientId, usable ? latest.current : null);
  }, [onStart, patient.patientId, signature]);

  const band = target
    ? t('fromSlot.band', { low: target.lowBpm, high: target.highBpm })
    : limits.borg
      ? t('fromSlot.borg', { low: limits.borg.low, high: limits.borg.high })
      : t('fromSlot.noBand');
  const cap = safetyMaxBpm
    ? t('fromSlot.safetyMax', { bpm: safetyMaxBpm })
    : t('fromSlot.noSafetyMax');
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{patient.patientName}</Text>
        {start.status === 'loading' ? (
          <Skeleton height={20} width={160} aria-busy="true" />
        ) : (
          <Text size="sm" c={missing ? 'orange.9' : 'gray.8'}>
            {missing ? `${t('fromSlot.missing')} · ${cap}` : `${band} · ${cap}`}
          </Text>
        )}
      </Group>
    </li>
  );
}
