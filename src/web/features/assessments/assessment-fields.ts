/**
 * What each kind of assessment asks, in the order a clinician reads it off the test report, with
 * the unit shown beside each number. The limits themselves live in the common schema only.
 */
import type { AssessmentKind } from '../../../common/schemas/assessment';

export type FieldUnit = 'bpm' | 'mmHg' | 'METs' | 'm' | '%' | 'kg';

export interface AssessmentFieldSpec {
  name: string;
  /** number: typed; borg: Borg CR10 0–10 chosen from the scale; boolean: a switch; text: typed. */
  input: 'number' | 'borg' | 'boolean' | 'text';
  unit?: FieldUnit;
  required?: boolean;
  /** Decimals allowed (METs, kg, a questionnaire's score); otherwise a whole number. */
  decimal?: boolean;
}

export const ASSESSMENT_FIELDS: Readonly<Record<AssessmentKind, readonly AssessmentFieldSpec[]>> = {
  'exercise-test': [
    { name: 'restHr', input: 'number', unit: 'bpm', required: true },
    { name: 'peakHr', input: 'number', unit: 'bpm', required: true },
    { name: 'vt1Hr', input: 'number', unit: 'bpm' },
    { name: 'vt2Hr', input: 'number', unit: 'bpm' },
    { name: 'ischaemicHr', input: 'number', unit: 'bpm' },
    { name: 'peakMets', input: 'number', unit: 'METs', decimal: true },
    { name: 'peakSbp', input: 'number', unit: 'mmHg' },
    { name: 'onBetaBlocker', input: 'boolean' },
  ],
  'six-minute-walk': [
    { name: 'distanceM', input: 'number', unit: 'm', required: true },
    { name: 'preHr', input: 'number', unit: 'bpm' },
    { name: 'postHr', input: 'number', unit: 'bpm' },
    { name: 'minSpo2', input: 'number', unit: '%' },
    { name: 'borgDyspnoea', input: 'borg' },
    { name: 'borgFatigue', input: 'borg' },
  ],
  vitals: [
    { name: 'sbp', input: 'number', unit: 'mmHg' },
    { name: 'dbp', input: 'number', unit: 'mmHg' },
    { name: 'hr', input: 'number', unit: 'bpm' },
    { name: 'weightKg', input: 'number', unit: 'kg', decimal: true },
  ],
  questionnaire: [
    { name: 'name', input: 'text', required: true },
    { name: 'score', input: 'number', required: true, decimal: true },
  ],
};

/**
 * Borg CR10 (0–10 with half points) for dyspnoea and leg fatigue, as the ATS 6-minute walk
 * statement asks at the end of the walk (ATS Statement, Am J Respir Crit Care Med 2002;166:111–7).
 * The ratings that carry words on the printed scale; keys under `borg.` in the locales.
 */
export const BORG_CR10_ANCHORS: Readonly<Record<number, string>> = {
  0: 'nothing',
  0.5: 'veryVerySlight',
  1: 'verySlight',
  2: 'slight',
  3: 'moderate',
  4: 'somewhatSevere',
  5: 'severe',
  7: 'verySevere',
  9: 'veryVerySevere',
  10: 'maximal',
};
export const BORG_CR10_SCALE = Array.from({ length: 21 }, (_, i) => i / 2);
