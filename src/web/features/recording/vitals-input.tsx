/**
 * The numbers of a quick entry: their bounds (the activity schema's, and a plausible manual heart
 * rate), their input, and what a filled-in form records.
 */
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { QuickEntry } from './recording';

const RANGES = {
  systolic: [50, 300],
  diastolic: [20, 200],
  spo2: [50, 100],
  hr: [20, 250],
} as const satisfies Record<string, readonly [number, number]>;
export type EntryField = keyof typeof RANGES;

/** The value when it is a whole number in range, else null. */
function valid(field: EntryField, value: number | string): number | null {
  const [min, max] = RANGES[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

const filled = (value: number | string) => value !== '';

/**
 * The entries a form's values make, in the order they are read out (RPE, BP — marked as the
 * pre-exercise value when `preExercise` — SpO₂), and the
 * manual heart rate apart. `incomplete`: something typed cannot be recorded yet (half a blood
 * pressure, a number out of range), so the form must not record the rest without it.
 */
export function vitalsEntries(
  values: Record<EntryField, number | string>,
  rpe: string,
  preExercise = false,
) {
  const entries: QuickEntry[] = [];
  const systolic = valid('systolic', values.systolic);
  const diastolic = valid('diastolic', values.diastolic);
  const spo2 = valid('spo2', values.spo2);
  if (rpe) entries.push({ kind: 'rpe', value: Number(rpe) });
  if (systolic !== null && diastolic !== null) {
    const bp = { kind: 'bp', value: { systolic, diastolic } } as const;
    entries.push(preExercise ? { ...bp, phase: 'before' } : bp);
  }
  if (spo2 !== null) entries.push({ kind: 'spo2', value: spo2 });
  const incomplete =
    (filled(values.systolic) || filled(values.diastolic)
      ? systolic === null || diastolic === null
      : false) ||
    (filled(values.spo2) && spo2 === null);
  return { entries, incomplete, hr: valid('hr', values.hr) };
}

export type VitalsProblem = 'required' | 'invalid' | 'min' | 'max';

/**
 * Why each vital given cannot be recorded: not a whole number, out of its range, or the missing
 * half of a blood pressure (`bpRequired`: the form is the pressure, so both halves always are).
 */
export function vitalsProblems(
  values: Partial<Record<EntryField, number | string>>,
  bpRequired = false,
): Partial<Record<EntryField, VitalsProblem>> {
  const problems: Partial<Record<EntryField, VitalsProblem>> = {};
  const bpStarted = bpRequired || filled(values.systolic ?? '') || filled(values.diastolic ?? '');
  for (const [field, value] of Object.entries(values) as [EntryField, number | string][]) {
    const half = field === 'systolic' || field === 'diastolic';
    if (!filled(value)) {
      if (half && bpStarted) problems[field] = 'required';
    } else if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems[field] = 'invalid';
    } else if (value < RANGES[field][0]) {
      problems[field] = 'min';
    } else if (value > RANGES[field][1]) {
      problems[field] = 'max';
    }
  }
  return problems;
}

/** A vitals problem in the app's validation words, with the field's bound. */
export function vitalsProblemWords(t: TFunction, field: EntryField, problem: VitalsProblem) {
  const [min, max] = RANGES[field];
  if (problem === 'min') return t('validation.min', { min });
  if (problem === 'max') return t('validation.max', { max });
  return t(problem === 'required' ? 'validation.required' : 'validation.wholeNumber');
}

export function VitalsInput({
  field,
  ...props
}: { field: EntryField; label: string } & Pick<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
>) {
  const [min, max] = RANGES[field];
  return <NumberInput {...props} size="md" min={min} max={max} allowDecimal={false} />;
}
