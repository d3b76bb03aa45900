/**
 * Where a recording or a class participant starts from (PRODUCT.md section 10): with an active
 * prescription, its target band and safety maximum (the alarm limit), still editable for the day;
 * without one, a heart-rate-reserve band on the HR max for zones, as before. HR max is the
 * measured peak when an exercise test exists, else the clinic's formula (estimated).
 */
import type { HrMaxFormula } from '../../../common/metrics/hr-max';
import type { HrTarget } from '../../../common/metrics/zones';
import {
  type HrMaxForZones,
  hrMaxForZones,
  type MeasuredPeak,
} from '../../../common/programme/hr-max-for-zones';
import { type TargetRangeId, targetFor } from './target-zone';

export const PRESCRIPTION_CHOICE = 'prescription';
export const NO_TARGET_CHOICE = 'none';
/** The band the clinician picks: the prescription's, a % of HR reserve, or none. */
export type TargetChoice = typeof PRESCRIPTION_CHOICE | typeof NO_TARGET_CHOICE | TargetRangeId;

/** The active prescription as monitoring needs it (the server computed target and cap). */
export interface PrescribedTarget {
  version: number;
  /** Null for a Borg-only prescription. */
  target: HrTarget | null;
  safetyMaxBpm: number | null;
  /** The exercise test it is based on. */
  basedOn: string | null;
}

export interface StartTargetInputs {
  prescribed: PrescribedTarget | null;
  exerciseTests: readonly MeasuredPeak[];
  birthDate: string | null;
  restingHr: number | null;
  formula: HrMaxFormula;
  atMs: number;
  /** What the clinician picked; null: not yet, the default applies. */
  choice: TargetChoice | null;
  /** The default without a prescribed band (the single recording: none; a class: 50–70 %). */
  fallback: TargetChoice;
}

export interface StartTarget {
  hrMax: HrMaxForZones | null;
  prescribed: PrescribedTarget | null;
  /** The choice in force (a prescription choice without a prescribed band falls back). */
  choice: TargetChoice;
  target: HrTarget | null;
  /** The alarm limit: the prescription's safety maximum whatever band is chosen. */
  safetyMaxBpm: number | null;
  /** True when today's band is not the prescription's: the session notes it. */
  changedFromPrescription: boolean;
}

const sameBand = (a: HrTarget | null, b: HrTarget | null) =>
  a?.lowBpm === b?.lowBpm && a?.highBpm === b?.highBpm;

export function startTargetOf(inputs: StartTargetInputs): StartTarget {
  const { prescribed } = inputs;
  const hrMax = hrMaxForZones({
    prescribedTestId: prescribed?.basedOn ?? null,
    exerciseTests: inputs.exerciseTests,
    birthDate: inputs.birthDate,
    formula: inputs.formula,
    atMs: inputs.atMs,
  });
  const prescribedBand = prescribed?.target ?? null;
  const wanted = inputs.choice ?? (prescribedBand ? PRESCRIPTION_CHOICE : inputs.fallback);
  const choice = wanted === PRESCRIPTION_CHOICE && !prescribedBand ? inputs.fallback : wanted;
  let target: HrTarget | null = null;
  if (choice === PRESCRIPTION_CHOICE) target = prescribedBand;
  else if (choice !== NO_TARGET_CHOICE) {
    target = targetFor(hrMax?.bpm ?? null, inputs.restingHr, choice);
  }
  return {
    hrMax,
    prescribed,
    choice,
    target,
    safetyMaxBpm: prescribed?.safetyMaxBpm ?? null,
    changedFromPrescription: prescribedBand !== null && !sameBand(prescribedBand, target),
  };
}

/** The parts of a recording's set-up that come from the start target. */
export function setupTargetOf(start: StartTarget) {
  return {
    hrMaxBpm: start.hrMax?.bpm ?? null,
    hrMaxEstimated: start.hrMax?.source === 'estimated',
    target: start.target,
    safetyMaxBpm: start.safetyMaxBpm,
  };
}
