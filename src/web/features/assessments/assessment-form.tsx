/**
 * The form of one assessment kind, new or edited: date, the kind's fields with units, notes. It
 * is checked with the common schema (each refused field named) and saved through the chart's
 * outbox over the version shown (`If-Match`), so it works offline.
 */
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AssessmentKind } from '../../../common/schemas/assessment';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { localToday } from '../../lib/local-today';
import { useFormSave } from '../../lib/use-form-save';
import { type ChartAssessment, newRecordId, saveAssessment } from '../records';
import { AssessmentFieldInput, errorText } from './assessment-field-input';
import { ASSESSMENT_FIELDS } from './assessment-fields';
import {
  type AssessmentFormValues,
  assessmentFormValues,
  keptValues,
  parseAssessmentForm,
} from './assessment-form-values';
import { useAssessmentsTranslation } from './assessments-i18n';

export interface AssessmentFormProps {
  patientId: string;
  kind: AssessmentKind;
  /** The assessment edited; null for a new one. */
  saved: ChartAssessment | null;
  /** Values to start a new one from (the live walk's heart rates). */
  prefill?: AssessmentFormValues;
  /** Saved as they are, not shown as fields (the live walk's early stop); an edit keeps the saved ones. */
  kept?: Record<string, unknown>;
  /** After a save, and on Cancel unless `onCancel` says otherwise. */
  onDone: () => void;
  onCancel?: () => void;
}

export function AssessmentForm({
  patientId,
  kind,
  saved,
  prefill,
  kept = keptValues(saved),
  onDone,
  onCancel = onDone,
}: AssessmentFormProps) {
  const { t, i18n } = useAssessmentsTranslation();
  const form = useForm<AssessmentFormValues>({
    initialValues: { ...assessmentFormValues(kind, saved, localToday()), ...prefill },
    validate: parserRules(
      (values: AssessmentFormValues) => parseAssessmentForm(kind, values, kept),
      (field, reason) => errorText(field, reason, t) ?? '',
    ),
  });
  const { onSubmit, formError, busy } = useFormSave(form, { localFailure: t('saveFailed') });
  const values = form.getValues();

  const submit = onSubmit(async (checked) => {
    const parsed = parseAssessmentForm(kind, checked, kept);
    if ('errors' in parsed) return;
    await saveAssessment(patientId, saved?.assessmentId ?? newRecordId(), parsed.input);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('fields.date')}
          withAsterisk
          max={localToday()}
          {...form.getInputProps('date')}
          maw={220}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {ASSESSMENT_FIELDS[kind].map((spec) => (
            <AssessmentFieldInput
              key={spec.name}
              spec={spec}
              value={values[spec.name] ?? ''}
              error={form.errors[spec.name]}
              onChange={(value) => form.setFieldValue(spec.name, value)}
              t={t}
              language={i18n.language}
            />
          ))}
        </SimpleGrid>
        <Textarea label={t('fields.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        <FormAlert message={formError} />
        <FormActions onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
