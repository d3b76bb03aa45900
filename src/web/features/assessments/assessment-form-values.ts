/**
 * An assessment form's values (text as typed) to and from the API body, checked with the common
 * schema so the form refuses exactly what the server would, naming the field and why.
 */
import type { z } from 'zod';
import {
  type Assessment,
  type AssessmentInputParsed,
  type AssessmentKind,
  assessmentInputSchema,
} from '../../../common/schemas/assessment';
import { isAfterLocalToday } from '../../lib/local-today';
import { ASSESSMENT_FIELDS, type AssessmentFieldSpec } from './assessment-fields';

/** Every field as typed ('' for empty), date and notes included; switches as booleans. */
export type AssessmentFormValues = Record<string, string | boolean>;

/** What is wrong with one field: a key under `errors.` in the locales and its numbers. */
export interface FieldError {
  key: 'required' | 'number' | 'integer' | 'min' | 'max' | 'order' | 'future' | 'date';
  limit?: number;
}
export type AssessmentFieldErrors = Record<string, FieldError>;

const asText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value as string | number);

/** The form over a saved assessment, or empty for a new one dated `today`. */
export function assessmentFormValues(
  kind: AssessmentKind,
  saved: Assessment | null,
  today: string,
): AssessmentFormValues {
  const record = (saved ?? {}) as Record<string, unknown>;
  const values: AssessmentFormValues = {
    date: asText(record.date) || today,
    notes: asText(record.notes),
  };
  for (const spec of ASSESSMENT_FIELDS[kind]) {
    values[spec.name] =
      spec.input === 'boolean' ? record[spec.name] === true : asText(record[spec.name]);
  }
  return values;
}

/** Fields the form does not show but keeps: a walk's early stop, set only by the live walk. */
const KEPT_FIELDS = ['stoppedEarlyAtS', 'stopReason'] as const;

/** The kept fields of a saved assessment, for an edit to save them again unchanged. */
export function keptValues(saved: Assessment | null): Record<string, unknown> {
  const record = (saved ?? {}) as Record<string, unknown>;
  return Object.fromEntries(KEPT_FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));
}

/** A typed number: '' is null; a comma decimal (pt-BR) reads as a point; anything else NaN. */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalised = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

function bodyValue(spec: AssessmentFieldSpec, value: string | boolean | undefined): unknown {
  if (spec.input === 'boolean') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (spec.input === 'text') return text;
  // A required number left empty goes as undefined so the schema names it as missing.
  return typedNumber(text) ?? (spec.required ? undefined : null);
}

function errorOf(issue: z.core.$ZodIssue, typed: unknown): FieldError {
  switch (issue.code) {
    case 'too_small':
      return typed === '' ? { key: 'required' } : { key: 'min', limit: Number(issue.minimum) };
    case 'too_big':
      return { key: 'max', limit: Number(issue.maximum) };
    case 'invalid_type':
      if (typed === undefined) return { key: 'required' };
      return Number.isNaN(typed) ? { key: 'number' } : { key: 'integer' };
    case 'invalid_format':
      return { key: 'date' };
    case 'custom':
      return issue.path[0] === 'date' ? { key: 'future' } : { key: 'order' };
    default:
      return { key: 'number' };
  }
}

/** The body to save, or per field what the schema refused (the first reason for each). */
export function parseAssessmentForm(
  kind: AssessmentKind,
  values: AssessmentFormValues,
  kept: Record<string, unknown> = {},
): { input: AssessmentInputParsed } | { errors: AssessmentFieldErrors } {
  const body: Record<string, unknown> = {
    ...kept,
    kind,
    date: values.date,
    notes: typeof values.notes === 'string' ? values.notes : '',
  };
  for (const spec of ASSESSMENT_FIELDS[kind]) body[spec.name] = bodyValue(spec, values[spec.name]);
  const parsed = assessmentInputSchema.safeParse(body);
  const errors: AssessmentFieldErrors = {};
  if (typeof values.date === 'string' && isAfterLocalToday(values.date)) {
    errors.date = { key: 'future' };
  }
  if (parsed.success) return errors.date ? { errors } : { input: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'date');
    errors[field] ??= errorOf(issue, body[field]);
  }
  return { errors };
}
