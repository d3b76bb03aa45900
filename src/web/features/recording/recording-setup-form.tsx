/**
 * Before Start: the patient (searchable), the activity type and the target zone — the active
 * prescription's band and safety maximum when the patient has one. The choices live in a draft
 * (recording-setup-draft.ts), so leaving for Connect keeps them.
 */
import { Alert, Anchor, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityType } from '../../../common/schemas/activity';
import { searchKey } from '../../../common/text/search-key';
import { paths } from '../../lib/paths';
import { useSensorHub, useSensorStatus } from '../devices';
import { loadPatients, usePatientState } from '../patients';
import { ActivityTypeChips } from './activity-type-chips';
import { appRecorder } from './app-recorder';
import { RECORDING_NS } from './recording-i18n';
import {
  clearSetupDraft,
  setupActivityType,
  updateSetupDraft,
  useSetupDraft,
} from './recording-setup-draft';
import { NO_TARGET_CHOICE, setupTargetOf } from './start-target';
import { startNoteOf, TargetChoiceFields } from './target-choice-fields';
import { type StartTargetPatient, useStartTarget } from './use-start-target';

export function RecordingSetupForm() {
  const { t } = useTranslation(RECORDING_NS);
  const { patients, status: patientStatus } = usePatientState();
  const { patientId, type } = useSetupDraft();

  useEffect(() => {
    void loadPatients();
  }, []);

  const patient = patients.find((candidate) => candidate.patientId === patientId) ?? null;

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
          // Another patient: their own prescription's band and modality are the defaults again.
          onChange={(chosen) => updateSetupDraft({ patientId: chosen, choice: null, type: null })}
          nothingFoundMessage={t('setup.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        {patientStatus === 'ready' && patients.length === 0 && (
          <Anchor component={Link} to={paths.home()} size="sm">
            {t('setup.noPatients')}
          </Anchor>
        )}
        {patient ? (
          <PatientStart key={patient.patientId} patient={patient} />
        ) : (
          <>
            <TypeAndSensor type={setupActivityType(type, null)} />
            <Button size="xl" disabled>
              {t('setup.start')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The activity type (chips) and, without a sensor, where to connect one. */
function TypeAndSensor({ type }: { type: ActivityType }) {
  const { t } = useTranslation(RECORDING_NS);
  const sensorStatus = useSensorStatus();
  return (
    <>
      <ActivityTypeChips
        label={t('setup.type')}
        value={type}
        onChange={(chosen) => updateSetupDraft({ type: chosen })}
      />
      {sensorStatus.state === 'disconnected' && (
        <Text size="sm">
          {t('setup.sensorNone')}{' '}
          <Anchor component={Link} to={paths.connect()}>
            {t('setup.connectSensor')}
          </Anchor>
        </Text>
      )}
    </>
  );
}

/**
 * The chosen patient's type, target and Start: mounted per patient, as it reads their records
 * (the prescription's band and modality are the defaults).
 */
function PatientStart({ patient }: { patient: StartTargetPatient }) {
  const { t } = useTranslation(RECORDING_NS);
  const hub = useSensorHub();
  const draft = useSetupDraft();
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartTarget(patient, draft.choice, NO_TARGET_CHOICE);
  const type = setupActivityType(draft.type, start.prescribed?.modality);
  const { restingHr } = patient;
  let missing: string | null = null;
  if (start.hrMax === null) missing = t('setup.needsBirthDate');
  else if (restingHr === null && !start.prescribed) missing = t('setup.needsRestingHr');

  const begin = () => {
    setFailure(null);
    const setup = {
      patientId: patient.patientId,
      type,
      restingHr,
      ...setupTargetOf(start),
      startNote: startNoteOf(start),
    };
    appRecorder
      .start(setup, hub)
      .then(clearSetupDraft)
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : String(error)),
      );
  };

  return (
    <>
      <TypeAndSensor type={type} />
      <TargetChoiceFields
        start={start}
        birthDate={patient.birthDate}
        onChoice={(chosen) => updateSetupDraft({ choice: chosen })}
        missing={missing}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {t('setup.startFailed', { message: failure })}
        </Alert>
      )}
      <Button size="xl" disabled={start.status === 'loading'} onClick={begin}>
        {t('setup.start')}
      </Button>
    </>
  );
}
