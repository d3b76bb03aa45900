/**
 * "Add participant": a patient, their target band and their sensor. Straps paired with this
 * patient before come first; a new strap opens the browser's chooser from this click.
 */
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { defaultAlarmLimits } from '../../../common/class/alarm-limits';
import { searchKey } from '../../../common/text/search-key';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { useLocalSetting } from '../../lib/local-setting';
import { SIMULATED_SCENARIOS, useBluetoothSupport } from '../devices';
import { loadPatients, usePatientState } from '../patients';
import { patientHrMax, TARGET_RANGES, type TargetRangeId, targetFor } from '../recording';
import { useHrMaxFormula } from '../settings';
import { useClassTranslation } from './class-i18n';
import type { SensorChoice } from './class-part';
import { appClass } from './class-store';
import { chooserFailureKey } from './sensor-errors';
import { pairingFor, strapRegistry } from './sensor-registry';

const NEW_STRAP = 'bluetooth:new';
const DEFAULT_RANGE: TargetRangeId = '50-70';

function sensorChoiceOf(value: string, names: Map<string, string>): SensorChoice {
  if (value.startsWith('simulated:')) {
    const scenario = SIMULATED_SCENARIOS.find((id) => `simulated:${id}` === value) ?? 'steady';
    return { kind: 'simulated', scenario };
  }
  const deviceId = value === NEW_STRAP ? null : value.slice('bluetooth:'.length);
  return { kind: 'bluetooth', deviceId, name: deviceId ? (names.get(deviceId) ?? null) : null };
}

export function AddParticipantDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useClassTranslation();
  const { patients } = usePatientState();
  const [formula] = useHrMaxFormula();
  const { clinicId } = useActiveWorkspace();
  const pairings = useLocalSetting(strapRegistry(clinicId));
  const bluetooth = useBluetoothSupport() === 'available';
  const [patientId, setPatientId] = useState<string | null>(null);
  const [rangeId, setRangeId] = useState<TargetRangeId | null>(DEFAULT_RANGE);
  const [sensorValue, setSensorValue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (opened) void loadPatients();
  }, [opened]);

  const patient = patients.find((p) => p.patientId === patientId) ?? null;
  const paired = patientId ? pairingFor(pairings, patientId) : null;
  // The patient's own strap when there is one; otherwise a simulated strap where Bluetooth is missing.
  const sensor =
    sensorValue ??
    (paired ? `bluetooth:${paired.deviceId}` : bluetooth ? NEW_STRAP : 'simulated:steady');
  const inClass = new Set(appClass.participants().map((p) => p.id));
  const names = useMemo(() => new Map(pairings.map((p) => [p.deviceId, p.name])), [pairings]);

  const now = Date.now();
  const hrMaxBpm = patient ? patientHrMax(patient.birthDate, formula, now) : null;
  const restingHr = patient?.restingHr ?? null;
  const target = targetFor(hrMaxBpm, restingHr, rangeId);

  const close = () => {
    setPatientId(null);
    setSensorValue(null);
    setFailure(null);
    onClose();
  };
  const add = () => {
    if (!patient) return;
    setFailure(null);
    const choice = sensorChoiceOf(sensor, names);
    const participant = appClass.add({
      patientName: patient.patientName,
      setup: { patientId: patient.patientId, type: 'cycle', hrMaxBpm, restingHr, target },
      sensor: choice,
      limits: defaultAlarmLimits({ hrMaxBpm, target }),
    });
    if (choice.kind === 'bluetooth' && !choice.deviceId) {
      // Still inside the click: the chooser needs it.
      participant.chooseStrap().then(close, (error: unknown) => {
        appClass.remove(participant.id);
        setFailure(t(chooserFailureKey(error)));
      });
      return;
    }
    close();
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
    <Modal opened={opened} onClose={close} title={t('add.title')} size="lg">
      <Stack gap="md">
        <Select
          label={t('add.patient')}
          placeholder={t('add.patientPlaceholder')}
          searchable
          size="md"
          data={patients
            .filter((p) => !inClass.has(p.patientId))
            .map((p) => ({ value: p.patientId, label: `${p.patientName} (${p.patientId})` }))}
          filter={({ options, search }) =>
            options.filter(
              (option) => 'label' in option && searchKey(option.label).includes(searchKey(search)),
            )
          }
          value={patientId}
          onChange={(value) => {
            setPatientId(value);
            setSensorValue(null);
          }}
          nothingFoundMessage={t('add.nothingFound')}
        />
        <Select
          label={t('add.target')}
          size="md"
          data={[
            { value: '', label: t('add.targetNone') },
            ...TARGET_RANGES.map((range) => ({
              value: range.id,
              label: t('add.targetRange', { low: range.lowPct, high: range.highPct }),
            })),
          ]}
          value={rangeId ?? ''}
          onChange={(value) => setRangeId((value || null) as TargetRangeId | null)}
          allowDeselect={false}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {patient && hrMaxBpm === null && t('add.needsBirthDate')}
          {patient && hrMaxBpm !== null && restingHr === null && t('add.needsRestingHr')}
          {target && t('add.targetValue', { low: target.lowBpm, high: target.highBpm })}
        </Text>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('add.cancel')}
          </Button>
          <Button onClick={add} disabled={!patient}>
            {t('add.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
