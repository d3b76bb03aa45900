/**
 * The FITT prescription form: type (modality), time (minutes), intensity (method and band) and the
 * exercise test it is based on; frequency is the programme's. A live preview shows the target the
 * server will compute (same shared rule); saving makes a new version through the chart's outbox.
 */
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIN_BAND_WIDTH_BPM } from '../../../common/programme/band-width';
import { ACTIVITY_TYPES } from '../../../common/schemas/activity';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { FormModal } from '../../components/form-modal';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { type ChartAssessment, type ChartProgramme, savePrescription } from '../records';
import { IntensityFields } from './intensity-fields';
import {
  type PrescriptionField,
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
  const testOf = (id: string) => {
    const test = tests.find((a) => a.assessmentId === id);
    return test ? testHeartRatesOf(test) : null;
  };
  const form = useForm({
    initialValues: prescriptionFormValues(programme.prescription, tests[0]?.assessmentId ?? null),
    validate: parserRules(
      (values: PrescriptionFormValues) => parsePrescriptionForm(values, testOf, deviceLimitBpm),
      (_field, reason) => t(`form.errors.${reason}`, { min: MIN_BAND_WIDTH_BPM }),
    ),
  });
  const { onSubmit, formError, busy } = useFormSave(form, { localFailure: t('form.saveFailed') });
  const values = form.getValues();
  const parsed = parsePrescriptionForm(values, testOf, deviceLimitBpm);
  // One value can move the band's refusal to another field (the preview's), so all go at once.
  const set = (field: PrescriptionField, value: string) => {
    form.setFieldValue(field, value as PrescriptionFormValues[typeof field]);
    form.clearErrors();
  };

  const submit = onSubmit(async (checked) => {
    const body = parsePrescriptionForm(checked, testOf, deviceLimitBpm);
    if ('errors' in body) return;
    await savePrescription(patientId, programme.programmeId, body.input);
    onDone();
  });

  const preview = 'preview' in parsed ? parsed.preview : null;
  return (
    <form onSubmit={submit} noValidate>
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
            error={form.errors.minutes}
            onChange={(e) => set('minutes', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm">{t('form.frequency', { count: programme.sessionsPerWeek })}</Text>
        <IntensityFields values={values} errors={form.errors} tests={tests} set={set} />
        {preview?.target && (
          <Text size="sm" role="status" fw={600}>
            {t('form.preview', { low: preview.target.lowBpm, high: preview.target.highBpm })}
            {preview.safetyMaxBpm !== null &&
              ` · ${t('target.safetyMax', { bpm: preview.safetyMaxBpm })}`}
          </Text>
        )}
        <FormAlert message={formError} />
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
