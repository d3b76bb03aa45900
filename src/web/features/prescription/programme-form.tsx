/**
 * The programme's form: phase, start date, sessions planned and per week (the F of FITT), risk
 * class. Saved through the chart's outbox layer (offline-safe, If-Match the version shown); the
 * server keeps one active programme per patient.
 */

import { Alert, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { RISK_CLASSES } from '../../../common/schemas/programme';
import { FormActions } from '../../components/form-actions';
import { FormModal } from '../../components/form-modal';
import { useSaving } from '../../components/use-saving';
import { localToday } from '../../lib/local-today';
import { type ChartProgramme, newRecordId, saveProgramme } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import {
  type ProgrammeField,
  type ProgrammeFieldErrors,
  type ProgrammeFormValues,
  parseProgrammeForm,
  programmeFormValues,
} from './programme-form-values';

function ProgrammeForm({
  patientId,
  programme,
  onDone,
}: {
  patientId: string;
  programme: ChartProgramme | null;
  onDone: () => void;
}) {
  const { t } = usePrescriptionTranslation();
  const [values, setValues] = useState(() => programmeFormValues(programme, localToday()));
  const [errors, setErrors] = useState<ProgrammeFieldErrors>({});
  const { busy, failed, save } = useSaving(onDone);
  const set = <F extends ProgrammeField>(field: F, value: ProgrammeFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: ProgrammeField) => ({
    label: t(`programme.fields.${name}`),
    error: errors[name] ? t(`programme.errors.${name}`) : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProgrammeForm(values);
    if ('errors' in parsed) return setErrors(parsed.errors);
    const input = { ...parsed.input, status: programme?.status ?? 'active' };
    await save(() => saveProgramme(patientId, programme?.programmeId ?? newRecordId(), input));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            {...field('phase')}
            value={values.phase}
            data={(['2', '3', '4'] as const).map((phase) => ({
              value: phase,
              label: t(`programme.phases.${phase}`),
            }))}
            onChange={(e) => set('phase', e.currentTarget.value as ProgrammeFormValues['phase'])}
          />
          <TextInput
            {...field('startDate')}
            type="date"
            value={values.startDate}
            onChange={(e) => set('startDate', e.currentTarget.value)}
          />
          <TextInput
            {...field('plannedSessions')}
            inputMode="numeric"
            value={values.plannedSessions}
            onChange={(e) => set('plannedSessions', e.currentTarget.value)}
          />
          <TextInput
            {...field('sessionsPerWeek')}
            inputMode="numeric"
            value={values.sessionsPerWeek}
            onChange={(e) => set('sessionsPerWeek', e.currentTarget.value)}
          />
          <NativeSelect
            {...field('riskClass')}
            value={values.riskClass}
            data={RISK_CLASSES.map((risk) => ({
              value: risk,
              label: t(`programme.risks.${risk}`),
            }))}
            onChange={(e) =>
              set('riskClass', e.currentTarget.value as ProgrammeFormValues['riskClass'])
            }
          />
        </SimpleGrid>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('programme.saveFailed')}
          </Alert>
        )}
        <FormActions onCancel={onDone} busy={busy} />
      </Stack>
    </form>
  );
}

/** `programme` null: start one. */
export function ProgrammeModal({
  patientId,
  programme,
  opened,
  onClose,
}: {
  patientId: string;
  programme: ChartProgramme | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = usePrescriptionTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(programme ? 'programme.editTitle' : 'programme.startTitle')}
    >
      <ProgrammeForm patientId={patientId} programme={programme} onDone={onClose} />
    </FormModal>
  );
}
