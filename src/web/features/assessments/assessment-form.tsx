/**
 * The form of one assessment kind, new or edited: date, the kind's fields with units, notes. It
 * is checked with the common schema (each refused field named) and saved through the chart's
 * outbox over the version shown (`If-Match`), so it works offline.
 */
import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AssessmentKind } from '../../../common/schemas/assessment';
import { FormActions } from '../../components/form-actions';
import { useSaving } from '../../components/use-saving';
import { localToday } from '../../lib/local-today';
import { type ChartAssessment, newRecordId, saveAssessment } from '../records';
import { AssessmentFieldInput, errorText } from './assessment-field-input';
import { ASSESSMENT_FIELDS } from './assessment-fields';
import {
  type AssessmentFieldErrors,
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
  const [values, setValues] = useState(() => ({
    ...assessmentFormValues(kind, saved, localToday()),
    ...prefill,
  }));
  const [errors, setErrors] = useState<AssessmentFieldErrors>({});
  const { busy, failed, save } = useSaving(onDone);
  const set = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAssessmentForm(kind, values, kept);
    if ('errors' in parsed) return setErrors(parsed.errors);
    const { input } = parsed;
    await save(() => saveAssessment(patientId, saved?.assessmentId ?? newRecordId(), input));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={t('fields.date')}
          withAsterisk
          max={localToday()}
          value={String(values.date)}
          error={errorText('date', errors.date, t)}
          onChange={(e) => set('date', e.currentTarget.value)}
          maw={220}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {ASSESSMENT_FIELDS[kind].map((spec) => (
            <AssessmentFieldInput
              key={spec.name}
              spec={spec}
              value={values[spec.name] ?? ''}
              error={errors[spec.name]}
              onChange={(value) => set(spec.name, value)}
              t={t}
              language={i18n.language}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('fields.notes')}
          autosize
          minRows={2}
          value={String(values.notes)}
          error={errorText('notes', errors.notes, t)}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('saveFailed')}
          </Alert>
        )}
        <FormActions onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}
