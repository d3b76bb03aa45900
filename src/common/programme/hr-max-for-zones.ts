/**
 * The HR max that zones and "% of max" use for one patient (PRODUCT.md section 10): the peak HR
 * measured on an exercise test whenever there is one — the test the active prescription is
 * based on, else the latest test — and only without one the clinic's age formula, marked
 * estimated. Beta-blockers blunt the heart-rate response, so an age formula overestimates the
 * peak of a treated patient (SBC 2020 rehabilitation guideline, Arq Bras Cardiol
 * 2020;114(5):943-987; ACSM's Guidelines for Exercise Testing and Prescription, 11th ed., ch. 9:
 * prescribe from a measured test when the patient takes a beta-blocker). Pure: the web app calls
 * it with what it has on the device, so two tablets with the same records agree.
 */
import { ageOn, type HrMaxFormula, predictHrMax } from '../metrics/hr-max.js';

/** The bounds of an activity's stored `hrMaxBpm` (schemas/activity.ts). */
export const HR_MAX_BOUNDS = { min: 80, max: 240 } as const;

export type HrMaxForZones =
  | { bpm: number; source: 'measured'; assessmentId: string; date: string }
  | { bpm: number; source: 'estimated'; formula: HrMaxFormula };

/** An exercise test as far as this rule needs it. */
export interface MeasuredPeak {
  assessmentId: string;
  /** YYYY-MM-DD. */
  date: string;
  peakHr: number;
  /** Breaks a tie between two tests on one day: the one recorded later wins. */
  createdAt?: number;
}

export interface HrMaxInputs {
  /** The exercise test the active prescription is based on; null without one. */
  prescribedTestId: string | null;
  exerciseTests: readonly MeasuredPeak[];
  birthDate: string | null;
  formula: HrMaxFormula;
  atMs: number;
}

const inBounds = (bpm: number) => bpm >= HR_MAX_BOUNDS.min && bpm <= HR_MAX_BOUNDS.max;

/** HR max from age with the clinic's formula; null without a usable birth date. */
export function estimatedHrMax(
  birthDate: string | null,
  formula: HrMaxFormula,
  atMs: number,
): number | null {
  if (!birthDate) return null;
  try {
    const bpm = predictHrMax(ageOn(birthDate, atMs), formula);
    return inBounds(bpm) ? bpm : null;
  } catch {
    return null; // a malformed or future birth date: no zones rather than wrong ones
  }
}

/** The latest test by date, the later recorded on a tie; null without any. */
export function latestTest<T extends MeasuredPeak>(tests: readonly T[]): T | null {
  let latest: T | null = null;
  for (const test of tests) {
    const newer =
      latest === null ||
      test.date > latest.date ||
      (test.date === latest.date && (test.createdAt ?? 0) > (latest.createdAt ?? 0));
    if (newer) latest = test;
  }
  return latest;
}

/**
 * The HR max for zones, or null when there is none to trust: no test and no birth date, or a
 * measured peak outside what an activity can store. A measured peak is never replaced by a
 * formula: for a beta-blocked patient that would raise the zones above what the heart reached.
 */
export function hrMaxForZones(inputs: HrMaxInputs): HrMaxForZones | null {
  const prescribed = inputs.exerciseTests.find((t) => t.assessmentId === inputs.prescribedTestId);
  const test = prescribed ?? latestTest(inputs.exerciseTests);
  if (test) {
    if (!inBounds(test.peakHr)) return null;
    return {
      bpm: test.peakHr,
      source: 'measured',
      assessmentId: test.assessmentId,
      date: test.date,
    };
  }
  const bpm = estimatedHrMax(inputs.birthDate, inputs.formula, inputs.atMs);
  return bpm === null ? null : { bpm, source: 'estimated', formula: inputs.formula };
}
