/**
 * Baseline against latest for the measures of one assessment kind, by the same rule as the
 * programme summary (common/programme/outcomes.ts): baseline the entry assessment (the first
 * recorded on the last day on or before the programme's start, else the first), latest the newest.
 */
import { outcomeOf } from '../../../common/programme/outcomes';
import type { Assessment, AssessmentKind } from '../../../common/schemas/assessment';
import type { Outcome } from '../../../common/schemas/programme-summary';
import type { FieldUnit } from './assessment-fields';

export interface ComparedMeasure {
  /** A field name (label `fields.<field>`), or a questionnaire's own name. */
  field: string;
  questionnaire?: string;
  unit?: FieldUnit;
  outcome: Outcome;
}

/** The measures a clinician compares on each kind (AACVPR outcomes), with their units. */
const COMPARED: Record<Exclude<AssessmentKind, 'questionnaire'>, [string, FieldUnit][]> = {
  'exercise-test': [
    ['peakMets', 'METs'],
    ['peakHr', 'bpm'],
    ['restHr', 'bpm'],
  ],
  'six-minute-walk': [
    ['distanceM', 'm'],
    ['minSpo2', '%'],
  ],
  vitals: [
    ['sbp', 'mmHg'],
    ['dbp', 'mmHg'],
    ['hr', 'bpm'],
    ['weightKg', 'kg'],
  ],
};

const measureOf = (a: Assessment, field: string): number | null => {
  const value = (a as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
};

/**
 * The measures of `kind` with their baseline and latest; `startDate` is the active programme's
 * (none: the first assessment is the baseline).
 */
export function compareAssessments(
  kind: AssessmentKind,
  assessments: readonly Assessment[],
  startDate: string | null,
): ComparedMeasure[] {
  const since = startDate ?? '0000-01-01';
  const ofKind = assessments.filter((a) => a.kind === kind);
  if (kind === 'questionnaire') {
    const names = [...new Set(ofKind.map((a) => (a.kind === 'questionnaire' ? a.name : '')))];
    return names.sort().flatMap((name) => {
      const outcome = outcomeOf(
        ofKind,
        (a) => (a.kind === 'questionnaire' && a.name === name ? a.score : null),
        since,
      );
      return outcome ? [{ field: 'score', questionnaire: name, outcome }] : [];
    });
  }
  return COMPARED[kind].flatMap(([field, unit]) => {
    const outcome = outcomeOf(ofKind, (a) => measureOf(a, field), since);
    return outcome ? [{ field, unit, outcome }] : [];
  });
}
