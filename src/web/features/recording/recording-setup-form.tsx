/**
 * Before Start: the patient (searchable), the activity type and an optional target zone. The
 * choices live in a draft (recording-setup-draft.ts), so leaving for Connect keeps them.
 */
import { Alert, Anchor, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOn } from '../../../common/metrics/hr-max';
import { searchKey } from '../../../common/text/search-key';
import { paths } from '../../lib/paths';
import { useSensorHub, useSensorStatus } from '../devices';
import { loadPatients, usePatientState } from '../patients';
import { useHrMaxFormula } from '../settings';
import { ActivityTypeChips } from './activity-type-chips';
import { appRecorder } from './app-recorder';
import { RECORDING_NS } from './recording-i18n';
import { clearSetupDraft, updateSetupDraft, useSetupDraft } from './recording-setup-draft';
import { patientHrMax, TARGET_RANGES, type TargetRangeId, targetFor } from './target-zone';

export function RecordingSetupForm() {
  const { t } = useTranslation(RECORDING_NS);
  const { patients, status: patientStatus } = usePatientState();
  const [formula] = useHrMaxFormula();
  const hub = useSensorHub();
  const sensorStatus = useSensorStatus();
  const { patientId, type, rangeId } = useSetupDraft();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void loadPatients();
  }, []);

  const patient = patients.find((candidate) => candidate.patientId === patientId) ?? null;
  const now = Date.now();
  const hrMaxBpm = patient ? patientHrMax(patient.birthDate, formula, now) : null;
  const restingHr = patient?.restingHr ?? null;
  const target = targetFor(hrMaxBpm, restingHr, rangeId);

  const start = () => {
    if (!patient) return;
    setFailure(null);
    appRecorder
      .start({ patientId: patient.patientId, type, hrMaxBpm, restingHr, target }, hub)
      .then(clearSetupDraft)
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="lg">
        <Text c="gray.7">{t('setup.intro')}</Text>
        <Select
          label={t('setup.patient')}
          placeholder={t('setup.patientPlaceholder')}
          searchable
          size="md"
          data={patients.map((p) => ({
            value: p.patientId,
            label: `${p.patientName} (${p.patientId})`,
          }))}
          filter={({ options, search }) => {
            const key = searchKey(search);
            return options.filter(
              (option) => 'label' in option && searchKey(option.label).includes(key),
            );
          }}
          value={patientId}
          onChange={(chosen) => updateSetupDraft({ patientId: chosen })}
          nothingFoundMessage={t('setup.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        {patientStatus === 'ready' && patients.length === 0 && (
          <Anchor component={Link} to={paths.home()} size="sm">
            {t('setup.noPatients')}
          </Anchor>
        )}
        <ActivityTypeChips
          label={t('setup.type')}
          value={type}
          onChange={(chosen) => updateSetupDraft({ type: chosen })}
        />
        <Stack gap={4}>
          <Select
            label={t('setup.target')}
            size="md"
            data={[
              { value: '', label: t('setup.targetNone') },
              ...TARGET_RANGES.map((range) => ({
                value: range.id,
                label: t('setup.targetRange', { low: range.lowPct, high: range.highPct }),
              })),
            ]}
            value={rangeId ?? ''}
            onChange={(value) =>
              updateSetupDraft({ rangeId: (value || null) as TargetRangeId | null })
            }
            disabled={hrMaxBpm === null || restingHr === null}
            allowDeselect={false}
          />
          <Text size="sm" c="gray.7" aria-live="polite">
            {patient && hrMaxBpm === null && t('setup.needsBirthDate')}
            {patient &&
              hrMaxBpm !== null &&
              patient.birthDate &&
              t('setup.hrMax', {
                bpm: hrMaxBpm,
                formula: t(`setup.formulas.${formula}`),
                age: ageOn(patient.birthDate, now),
              })}
            {patient && hrMaxBpm !== null && restingHr === null && ` ${t('setup.needsRestingHr')}`}
            {target && ` · ${t('setup.targetValue', { low: target.lowBpm, high: target.highBpm })}`}
          </Text>
        </Stack>
        {sensorStatus.state === 'disconnected' && (
          <Text size="sm">
            {t('setup.sensorNone')}{' '}
            <Anchor component={Link} to={paths.connect()}>
              {t('setup.connectSensor')}
            </Anchor>
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {t('setup.startFailed', { message: failure })}
          </Alert>
        )}
        <Button size="xl" disabled={!patient} onClick={start}>
          {t('setup.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
