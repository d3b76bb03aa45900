/**
 * The numbers of a quick entry: their bounds (the activity schema's, and a plausible manual heart
 * rate), their input, and what a filled-in form records.
 */
import { NumberInput } from '@mantine/core';
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

export function VitalsInput(props: {
  field: EntryField;
  label: string;
  value: number | string;
  onChange(value: number | string): void;
}) {
  const [min, max] = RANGES[props.field];
  return (
    <NumberInput
      label={props.label}
      size="md"
      min={min}
      max={max}
      allowDecimal={false}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
