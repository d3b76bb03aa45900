/**
 * The FITT prescription form: type (modality), time (minutes), intensity (method and band) and the
 * exercise test it is based on; frequency is the programme's. A live preview shows the target the
 * server will compute (same shared rule); saving makes a new version through the chart's outbox.
 */
import { Alert, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ACTIVITY_TYPES } from '../../../common/schemas/activity';
import { FormActions } from '../../components/form-actions';
import { FormModal } from '../../components/form-modal';
import { useSaving } from '../../components/use-saving';
import { type ChartAssessment, type ChartProgramme, savePrescription } from '../records';
import { IntensityFields } from './intensity-fields';
import {
  type PrescriptionField,
  type PrescriptionFieldErrors,
  type PrescriptionFormValues,
  parsePrescriptionForm,
  prescriptionFormValues,
} from './prescription-form-values';
import { usePrescriptionTranslation } from './prescription-i18n';
import { testHeartRatesOf } from './safety-caps';

interface FormProps {
  patientId: string;
  programme: ChartProgramme;
  /** The patient's exercise tests, newest first. */
  tests: readonly ChartAssessment[];
  deviceLimitBpm: number | null;
  onDone: () => void;
}

function PrescriptionForm({ patientId, programme, tests, deviceLimitBpm, onDone }: FormProps) {
  const { t } = usePrescriptionTranslation();
  const [values, setValues] = useState(() =>
    prescriptionFormValues(programme.prescription, tests[0]?.assessmentId ?? null),
  );
  const [errors, setErrors] = useState<PrescriptionFieldErrors>({});
  const { busy, failed, save } = useSaving(onDone);
  const testOf = (id: string) => {
    const test = tests.find((a) => a.assessmentId === id);
    return test ? testHeartRatesOf(test) : null;
  };
  const parsed = parsePrescriptionForm(values, testOf, deviceLimitBpm);
  const set = (field: PrescriptionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }) as PrescriptionFormValues);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ('errors' in parsed) return setErrors(parsed.errors);
    const { input } = parsed;
    await save(() => savePrescription(patientId, programme.programmeId, input));
  };

  const preview = 'preview' in parsed ? parsed.preview : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('form.fields.modality')}
            value={values.modality}
            data={ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`modalities.${type}`) }))}
            onChange={(e) => set('modality', e.currentTarget.value)}
          />
          <TextInput
            label={t('form.fields.minutes')}
            inputMode="numeric"
            value={values.minutes}
            error={errors.minutes ? t(`form.errors.${errors.minutes}`) : undefined}
            onChange={(e) => set('minutes', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm">{t('form.frequency', { count: programme.sessionsPerWeek })}</Text>
        <IntensityFields values={values} errors={errors} tests={tests} set={set} />
        {preview?.target && (
          <Text size="sm" role="status" fw={600}>
            {t('form.preview', { low: preview.target.lowBpm, high: preview.target.highBpm })}
            {preview.safetyMaxBpm !== null &&
              ` · ${t('target.safetyMax', { bpm: preview.safetyMaxBpm })}`}
          </Text>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('form.saveFailed')}
          </Alert>
        )}
        <FormActions onCancel={onDone} busy={busy} />
      </Stack>
    </form>
  );
}

export function PrescriptionModal({
  opened,
  onClose,
  ...form
}: Omit<FormProps, 'onDone'> & {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = usePrescriptionTranslation();
  const title = t(form.programme.prescription ? 'form.changeTitle' : 'form.newTitle');
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <PrescriptionForm {...form} onDone={onClose} />
    </FormModal>
  );
}
