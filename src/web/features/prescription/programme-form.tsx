/**
 * The programme's form: phase, start date, sessions planned and per week (the F of FITT), risk
 * class. Saved through the chart's outbox layer (offline-safe, If-Match the version shown); the
 * server keeps one active programme per patient.
 */

import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RISK_CLASSES } from '../../../common/schemas/programme';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { FormModal } from '../../components/form-modal';
import { parserRules } from '../../lib/form-errors';
import { localToday } from '../../lib/local-today';
import { useFormSave } from '../../lib/use-form-save';
import { type ChartProgramme, newRecordId, saveProgramme } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import {
  type ProgrammeField,
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
  const form = useForm({
    initialValues: programmeFormValues(programme, localToday()),
    validate: parserRules(parseProgrammeForm, (field) => t(`programme.errors.${field}`)),
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    localFailure: t('programme.saveFailed'),
  });
  const field = (name: ProgrammeField) => ({
    label: t(`programme.fields.${name}`),
    ...form.getInputProps(name),
  });

  const submit = onSubmit(async (checked) => {
    const parsed = parseProgrammeForm(checked);
    if ('errors' in parsed) return;
    const input = { ...parsed.input, status: programme?.status ?? 'active' };
    await saveProgramme(patientId, programme?.programmeId ?? newRecordId(), input);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            {...field('phase')}
            data={(['2', '3', '4'] as const).map((phase) => ({
              value: phase,
              label: t(`programme.phases.${phase}`),
            }))}
          />
          <TextInput {...field('startDate')} type="date" />
          <TextInput {...field('plannedSessions')} inputMode="numeric" />
          <TextInput {...field('sessionsPerWeek')} inputMode="numeric" />
          <NativeSelect
            {...field('riskClass')}
            data={RISK_CLASSES.map((risk) => ({
              value: risk,
              label: t(`programme.risks.${risk}`),
            }))}
          />
        </SimpleGrid>
        <FormAlert message={formError} />
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
