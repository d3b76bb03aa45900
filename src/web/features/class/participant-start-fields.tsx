/**
 * The chosen patient's part of "Add participant": their target zone (the active prescription's
 * band and safety maximum first), their sensor, and Add. Mounted per patient, as it reads their
 * rehabilitation records (this device's copy when offline).
 */
import { Alert, Button, Group, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import type { Patient } from '../../../common/schemas/patient';
import { useActiveWorkspace, workspaceStorageKey } from '../../lib/active-workspace';
import { useLocalSetting } from '../../lib/local-setting';
import { SIMULATED_SCENARIOS, useBluetoothSupport } from '../devices';
import {
  type StartTarget,
  setupTargetOf,
  startNoteOf,
  type TargetChoice,
  TargetChoiceFields,
  useStartTarget,
} from '../recording';
import { useClassTranslation } from './class-i18n';
import type { SensorChoice } from './class-part';
import { appClass } from './class-store';
import { chooserFailureKey } from './sensor-errors';
import { pairingFor, strapRegistry } from './sensor-registry';

const NEW_STRAP = 'bluetooth:new';
/** Without a prescribed band, as before prescriptions: 50–70 % of HR reserve. */
const FALLBACK_CHOICE: TargetChoice = '50-70';

export function sensorChoiceOf(value: string, names: Map<string, string>): SensorChoice {
  if (value.startsWith('simulated:')) {
    const scenario = SIMULATED_SCENARIOS.find((id) => `simulated:${id}` === value) ?? 'steady';
    return { kind: 'simulated', scenario };
  }
  const deviceId = value === NEW_STRAP ? null : value.slice('bluetooth:'.length);
  return { kind: 'bluetooth', deviceId, name: deviceId ? (names.get(deviceId) ?? null) : null };
}

type StartPatient = Pick<
  Patient,
  'patientId' | 'patientName' | 'birthDate' | 'restingHr' | 'clinicalProfile'
>;

/** The sensor offered first: the patient's own strap, a new strap, or a simulated one. */
export function defaultSensorValue(pairedDeviceId: string | null, bluetooth: boolean): string {
  if (pairedDeviceId) return `bluetooth:${pairedDeviceId}`;
  return bluetooth ? NEW_STRAP : 'simulated:steady';
}

/**
 * Adds the patient to the class with their start target's band, safety maximum and alarm
 * limits (the monitoring limits of their record and prescription): Add participant and a class
 * started from a slot both come here.
 */
export function addParticipant(patient: StartPatient, start: StartTarget, sensor: SensorChoice) {
  const target = setupTargetOf(start);
  const { patientId, restingHr } = patient;
  // The prescription's activity; without one, the class's activity is chosen at Start.
  const modality = start.prescribed?.modality ?? 'cycle';
  return appClass.add({
    patientName: patient.patientName,
    setup: { patientId, type: modality, restingHr, ...target, startNote: startNoteOf(start) },
    sensor,
    limits: defaultAlarmLimits(target),
    prescribedModality: start.prescribed?.modality ?? null,
  });
}

interface ParticipantStartFieldsProps {
  patient: StartPatient;
  onAdded(): void;
  onCancel(): void;
}

export function ParticipantStartFields({
  patient,
  onAdded,
  onCancel,
}: ParticipantStartFieldsProps) {
  const { t } = useClassTranslation();
  const workspace = useActiveWorkspace();
  const pairings = useLocalSetting(strapRegistry(workspaceStorageKey(workspace)));
  const bluetooth = useBluetoothSupport() === 'available';
  const [choice, setChoice] = useState<TargetChoice | null>(null);
  const [sensorValue, setSensorValue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartTarget(patient, choice, FALLBACK_CHOICE);
  const { patientId, restingHr } = patient;
  const paired = pairingFor(pairings, patientId);
  // The patient's own strap when there is one; otherwise a simulated strap where Bluetooth is missing.
  const sensor = sensorValue ?? defaultSensorValue(paired?.deviceId ?? null, bluetooth);
  const names = useMemo(() => new Map(pairings.map((p) => [p.deviceId, p.name])), [pairings]);
  let missing: string | null = null;
  if (start.hrMax === null) missing = t('add.needsBirthDate');
  else if (restingHr === null && !start.prescribed) missing = t('add.needsRestingHr');

  const add = () => {
    setFailure(null);
    const choice = sensorChoiceOf(sensor, names);
    const participant = addParticipant(patient, start, choice);
    if (choice.kind === 'bluetooth' && !choice.deviceId) {
      // Still inside the click: the chooser needs it.
      participant.chooseStrap().then(onAdded, (error: unknown) => {
        appClass.remove(participant.id);
        setFailure(t(chooserFailureKey(error)));
      });
      return;
    }
    onAdded();
  };

  const sensorData = [
    {
      group: t('add.strapsGroup'),
      items: [
        ...pairings.map((p) => ({
          value: `bluetooth:${p.deviceId}`,
          label: p.patientId === patientId ? t('add.pairedStrap', { name: p.name }) : p.name,
          disabled: !bluetooth,
        })),
        { value: NEW_STRAP, label: t('add.newStrap'), disabled: !bluetooth },
      ],
    },
    {
      group: t('add.simulatedGroup'),
      items: SIMULATED_SCENARIOS.map((id) => ({
        value: `simulated:${id}`,
        label: t(`scenarios.${id}`),
      })),
    },
  ];

  return (
    <>
      <TargetChoiceFields
        start={start}
        birthDate={patient.birthDate}
        onChoice={setChoice}
        missing={missing}
      />
      <Select
        label={t('add.sensor')}
        description={bluetooth ? t('add.sensorHint') : t('add.noBluetooth')}
        size="md"
        data={sensorData}
        value={sensor}
        onChange={(value) => value && setSensorValue(value)}
        allowDeselect={false}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <AddButtons onCancel={onCancel} onAdd={add} disabled={start.status === 'loading'} />
    </>
  );
}

export function AddButtons(props: { onCancel(): void; onAdd?(): void; disabled: boolean }) {
  const { t } = useClassTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t('add.cancel')}
      </Button>
      <Button onClick={props.onAdd} disabled={props.disabled}>
        {t('add.add')}
      </Button>
    </Group>
  );
}
