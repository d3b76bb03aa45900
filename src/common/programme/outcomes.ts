/**
 * Baseline against latest of each assessment measure (AACVPR outcome reporting). The baseline is
 * the entry assessment: of those dated on or before the programme's start, the first recorded on
 * the latest such date (an intake test a week before counts; two walks on the start day compare
 * the first with the second); with none by then, the first after the start. The latest is the
 * newest of all. Assessments carry a date, not a time, so one day is ordered as recorded
 * (createdAt, then id): the order is the same whatever order they arrive in.
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

/** Oldest first; the same day in the order recorded, then by id so equal times stay put. */
export const byDateRecorded = (a: Assessment, b: Assessment) =>
  a.date.localeCompare(b.date) ||
  a.createdAt - b.createdAt ||
  (a.assessmentId < b.assessmentId ? -1 : a.assessmentId > b.assessmentId ? 1 : 0);

/** Index of the baseline in `dates` (sorted oldest first): see the module comment. */
function baselineIndexOf(dates: readonly string[], startDate: string): number {
  const lastBy = dates.findLastIndex((date) => date <= startDate);
  if (lastBy === -1) return 0;
  return dates.indexOf(dates[lastBy]!);
}

/** Null when no assessment has the measure. */
export function outcomeOf(
  assessments: readonly Assessment[],
  measure: Measure,
  startDate: string,
): Outcome | null {
  const measured = assessments
    .filter((a) => measure(a) !== null)
    .sort(byDateRecorded)
    .map((a) => ({ assessmentId: a.assessmentId, date: a.date, value: measure(a)! }));
  if (measured.length === 0) return null;
  const baselineIndex = baselineIndexOf(
    measured.map((m) => m.date),
    startDate,
  );
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
