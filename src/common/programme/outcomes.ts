/**
 * Baseline against latest of each assessment measure (AACVPR outcome reporting): the baseline is
 * the last one dated on or before the programme's start (else the first after it), the latest
 * the newest one after the baseline.
 */
import type { Assessment } from '../schemas/assessment.js';
import type { Outcome, OutcomeKey, ProgrammeSummary } from '../schemas/programme-summary.js';

type Measure = (a: Assessment) => number | null;

const MEASURES: Record<OutcomeKey, Measure> = {
  sixMinuteWalkM: (a) => (a.kind === 'six-minute-walk' ? a.distanceM : null),
  peakMets: (a) => (a.kind === 'exercise-test' ? a.peakMets : null),
  restingSbp: (a) => (a.kind === 'vitals' ? a.sbp : null),
  restingDbp: (a) => (a.kind === 'vitals' ? a.dbp : null),
  restingHr: (a) => (a.kind === 'vitals' ? a.hr : null),
  weightKg: (a) => (a.kind === 'vitals' ? a.weightKg : null),
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Oldest first; the same day in the order recorded. */
const byDate = (a: Assessment, b: Assessment) =>
  a.date.localeCompare(b.date) || a.createdAt - b.createdAt;

/** Null when no assessment has the measure. */
export function outcomeOf(
  assessments: readonly Assessment[],
  measure: Measure,
  startDate: string,
): Outcome | null {
  const measured = assessments
    .filter((a) => measure(a) !== null)
    .sort(byDate)
    .map((a) => ({ assessmentId: a.assessmentId, date: a.date, value: measure(a)! }));
  if (measured.length === 0) return null;
  const before = measured.filter((m) => m.date <= startDate);
  const baselineIndex = before.length > 0 ? before.length - 1 : 0;
  const baseline = measured[baselineIndex]!;
  const latest = measured.length - 1 > baselineIndex ? measured[measured.length - 1]! : null;
  const change = latest ? round1(latest.value - baseline.value) : null;
  const changePct =
    change !== null && baseline.value !== 0 ? round1((change / baseline.value) * 100) : null;
  return { baseline, latest, change, changePct };
}

export function outcomesOf(
  assessments: readonly Assessment[],
  startDate: string,
): Pick<ProgrammeSummary, 'outcomes' | 'questionnaires'> {
  const outcomes: ProgrammeSummary['outcomes'] = {};
  for (const [key, measure] of Object.entries(MEASURES) as [OutcomeKey, Measure][]) {
    const outcome = outcomeOf(assessments, measure, startDate);
    if (outcome) outcomes[key] = outcome;
  }
  const names = [
    ...new Set(assessments.flatMap((a) => (a.kind === 'questionnaire' ? [a.name] : []))),
  ].sort();
  const questionnaires = names.flatMap((name) => {
    const outcome = outcomeOf(
      assessments,
      (a) => (a.kind === 'questionnaire' && a.name === name ? a.score : null),
      startDate,
    );
    return outcome ? [{ name, ...outcome }] : [];
  });
  return { outcomes, questionnaires };
}

/** The body weight known on a day: the newest vitals weight dated on or before it. */
export function weightOn(assessments: readonly Assessment[], date: string): number | null {
  let found: { date: string; kg: number } | null = null;
  for (const a of assessments) {
    if (a.kind !== 'vitals' || a.weightKg === null || a.date > date) continue;
    if (!found || a.date >= found.date) found = { date: a.date, kg: a.weightKg };
  }
  return found?.kg ?? null;
}
