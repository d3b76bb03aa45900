/**
 * The FITT prescription form's values (strings, as typed) and their parsing into the API body,
 * with a preview of the target the server will compute (the same shared rule) so a refusal — no
 * test, a test without VT1/VT2, a band not below the safety maximum or under 5 bpm wide — names its
 * field before saving.
 */
import {
  type Intensity,
  isTargetRefusal,
  type PrescriptionTarget,
  prescriptionTarget,
  type TestHeartRates,
} from '../../../common/programme/prescription-target';
import type { ActivityType } from '../../../common/schemas/activity';
import {
  type Prescription,
  type PrescriptionInputParsed,
  prescriptionInputSchema,
} from '../../../common/schemas/programme';

export const INTENSITY_METHODS = ['thresholds', 'hrr', 'peak', 'manual', 'borg'] as const;
export type IntensityMethod = (typeof INTENSITY_METHODS)[number];

/** Methods whose band comes from an exercise test (basedOn required). */
export const TEST_METHODS: readonly IntensityMethod[] = ['thresholds', 'hrr', 'peak'];

export interface PrescriptionFormValues {
  modality: ActivityType;
  minutes: string;
  method: IntensityMethod;
  lowPct: string;
  highPct: string;
  lowBpm: string;
  highBpm: string;
  borgLow: string;
  borgHigh: string;
  /** An exercise-test assessment id, '' for none. */
  basedOn: string;
}
export type PrescriptionField = keyof PrescriptionFormValues;
/** Per field, the key under `form.errors.` of what is wrong. */
export type PrescriptionFieldErrors = Partial<Record<PrescriptionField, string>>;

/** The form over the current prescription, or sensible starting values (ACSM: 40–80 % HRR). */
export function prescriptionFormValues(
  current: Prescription | null,
  latestTestId: string | null,
): PrescriptionFormValues {
  const values: PrescriptionFormValues = {
    modality: current?.modality ?? 'cycle',
    minutes: String(current?.minutes ?? 30),
    method: current?.intensity.method ?? (latestTestId ? 'thresholds' : 'borg'),
    lowPct: '40',
    highPct: '70',
    lowBpm: '',
    highBpm: '',
    borgLow: '11',
    borgHigh: '13',
    basedOn: current?.basedOn ?? latestTestId ?? '',
  };
  const intensity = current?.intensity;
  if (intensity?.method === 'hrr' || intensity?.method === 'peak') {
    Object.assign(values, { lowPct: String(intensity.lowPct), highPct: String(intensity.highPct) });
  } else if (intensity?.method === 'manual') {
    Object.assign(values, { lowBpm: String(intensity.lowBpm), highBpm: String(intensity.highBpm) });
  } else if (intensity?.method === 'borg') {
    Object.assign(values, {
      borgLow: String(intensity.borgLow),
      borgHigh: String(intensity.borgHigh),
    });
  }
  return values;
}

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function intensityOf(values: PrescriptionFormValues): Record<string, unknown> {
  switch (values.method) {
    case 'thresholds':
      return { method: 'thresholds' };
    case 'hrr':
    case 'peak':
      return { method: values.method, lowPct: num(values.lowPct), highPct: num(values.highPct) };
    case 'manual':
      return { method: 'manual', lowBpm: num(values.lowBpm), highBpm: num(values.highBpm) };
    case 'borg':
      return { method: 'borg', borgLow: num(values.borgLow), borgHigh: num(values.borgHigh) };
  }
}

/** A schema issue's path → the form field and what is wrong with it. */
function fieldOfIssue(path: readonly PropertyKey[], code: string): [PrescriptionField, string] {
  const field = (path.length > 1 ? path[1] : path[0]) as PrescriptionField;
  if (code === 'custom') return [field, 'order'];
  return [field, code === 'invalid_type' ? 'required' : 'range'];
}

/** The field a band refusal is shown on: the band's first number, or the test VT1–VT2 come from. */
const bandFieldOf = (method: IntensityMethod): PrescriptionField => {
  if (method === 'manual') return 'lowBpm';
  return method === 'thresholds' ? 'basedOn' : 'lowPct';
};

export type ParsedPrescription =
  | { input: PrescriptionInputParsed; preview: PrescriptionTarget }
  | { errors: PrescriptionFieldErrors };

/**
 * Checks the form with the common schema, then the target rule over the chosen test (`testOf`)
 * and the patient's device limit.
 */
export function parsePrescriptionForm(
  values: PrescriptionFormValues,
  testOf: (assessmentId: string) => TestHeartRates | null,
  deviceLimitBpm: number | null,
): ParsedPrescription {
  const usesTest = TEST_METHODS.includes(values.method);
  const body = {
    modality: values.modality,
    minutes: num(values.minutes),
    intensity: intensityOf(values),
    basedOn: values.basedOn === '' ? null : values.basedOn,
  };
  const parsed = prescriptionInputSchema.safeParse(body);
  const errors: PrescriptionFieldErrors = {};
  if (usesTest && values.basedOn === '') errors.basedOn = 'noTest';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, code] = fieldOfIssue(issue.path, issue.code);
      errors[field] ??= code;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  const test = parsed.data.basedOn ? testOf(parsed.data.basedOn) : null;
  const preview = prescriptionTarget(parsed.data.intensity as Intensity, test, deviceLimitBpm);
  if (isTargetRefusal(preview)) {
    if (preview.field.startsWith('basedOn.vt')) return { errors: { basedOn: 'noThresholds' } };
    if (preview.field === 'basedOn') return { errors: { basedOn: 'noTest' } };
    return {
      errors: { [bandFieldOf(values.method)]: preview.tooNarrow ? 'tooNarrow' : 'aboveSafety' },
    };
  }
  return { input: parsed.data, preview };
}
