/**
 * The patient form's text fields ⇄ the shared patient schema, and its errors in the reader's
 * language by zod issue code (the server's 400 `details` land through lib/form-errors).
 */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  type Patient,
  type PatientInputParsed,
  patientIdSchema,
  patientInputSchema,
  type SEXES,
} from '../../../common/schemas/patient';
import { isAfterLocalToday } from '../../lib/local-today';

export interface PatientFormValues {
  patientId: string;
  patientName: string;
  birthDate: string;
  sex: (typeof SEXES)[number];
  phone: string;
  restingHr: string;
  notes: string;
}
export type PatientField = keyof PatientFormValues;
export type PatientFieldErrors = Partial<Record<PatientField, string>>;

/** In the form the Patient ID is always sent (pre-filled), so it is required here. */
const patientFormSchema = patientInputSchema.extend({ patientId: patientIdSchema });

export function formValuesOf(patient: Patient | null, newPatientId: string): PatientFormValues {
  return {
    patientId: patient?.patientId ?? newPatientId,
    patientName: patient?.patientName ?? '',
    birthDate: patient?.birthDate ?? '',
    sex: patient?.sex ?? 'unknown',
    phone: patient?.phone ?? '',
    restingHr: patient?.restingHr?.toString() ?? '',
    notes: patient?.notes ?? '',
  };
}

export type ParsedPatientForm =
  | { ok: true; patientId: string; input: PatientInputParsed }
  | { ok: false; errors: PatientFieldErrors };

export function parsePatientForm(values: PatientFormValues, t: TFunction): ParsedPatientForm {
  const restingHr = values.restingHr.trim();
  const parsed = patientFormSchema.safeParse({
    patientId: values.patientId.trim(),
    patientName: values.patientName,
    birthDate: values.birthDate || null,
    sex: values.sex,
    phone: values.phone.trim() === '' ? null : values.phone,
    restingHr: restingHr === '' ? null : Number(restingHr),
    notes: values.notes,
  });
  const errors: PatientFieldErrors = {};
  if (values.birthDate && isAfterLocalToday(values.birthDate)) {
    errors.birthDate = t('validation.futureDate');
  }
  if (parsed.success && !errors.birthDate) {
    const { patientId, ...input } = parsed.data;
    return { ok: true, patientId, input };
  }
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PatientField;
    errors[field] ??= describeIssue(field, issue, t);
  }
  return { ok: false, errors };
}

function describeIssue(field: PatientField, issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin !== 'string') return t('validation.min', { min: Number(issue.minimum) });
      return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.invalid');
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.maxLength', { max: Number(issue.maximum) })
        : t('validation.max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return field === 'patientId' ? t('validation.patientIdChars') : t('validation.date');
    case 'custom':
      if (field === 'birthDate') return t('validation.futureDate');
      if (field === 'patientId') return t('validation.patientIdDots');
      if (field === 'phone') return t('validation.phone');
      // The shared text rule: a control character (pasted, never typed) in a name or notes.
      return t('validation.invalid');
    case 'invalid_type':
      return t('validation.wholeNumber');
    default:
      return t('validation.invalid');
  }
}
