/**
 * Where a recording or a class participant starts from (PRODUCT.md section 10, issue 34): the
 * patient's monitoring limits (common/programme/monitoring-limits.ts) — the safety maximum from
 * the record whatever the programme, the prescription's band (editable for the day), or no HR
 * band at all for a Borg-only prescription or atrial fibrillation. Without a prescription, a
 * heart-rate-reserve band on the HR max for zones. Any band's high is clipped to the safety
 * maximum. HR max is the measured peak when an exercise test exists, else the clinic's formula.
 */
import type { HrMaxFormula } from '../../../common/metrics/hr-max';
import type { HrTarget } from '../../../common/metrics/zones';
import { type HrMaxForZones, hrMaxForZones } from '../../../common/programme/hr-max-for-zones';
import {
  allowsHrBand,
  type BorgRange,
  type FittedBand,
  fitDayBand,
  type MonitoringLimits,
  monitoringLimitsOf,
  type TestCaps,
} from '../../../common/programme/monitoring-limits';
import type { ActivityType } from '../../../common/schemas/activity';
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
  /** The RPE range of a Borg-only prescription. */
  borg: BorgRange | null;
  /** The exercise test it is based on. */
  basedOn: string | null;
  /** The activity it prescribes: a recording's default type. */
  modality?: ActivityType;
  /**
   * Whether a physician's signature here covers it as it is now (false: never signed, changed
   * since, or saved on this device only); null when the signatures could not be read.
   */
  signed: boolean | null;
}

export interface StartTargetInputs {
  prescribed: PrescribedTarget | null;
  exerciseTests: readonly TestCaps[];
  /** From the clinical profile: the implanted device's limit, atrial fibrillation. */
  deviceLimitBpm: number | null;
  atrialFibrillation: boolean;
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
  /** The alarm limit: the record's safety maximum (a prescription may lower it), any band. */
  safetyMaxBpm: number | null;
  /** Where the numbers come from, and whether HR may guide the session at all. */
  limits: MonitoringLimits;
  /** True when the band's high was lowered to the safety maximum. */
  clipped: boolean;
  /** A band refused as narrower than a heart rate can be held in (band-width.ts), if so. */
  tooNarrow: HrTarget | null;
  /** True when today's band is not the prescription's: the session notes it. */
  changedFromPrescription: boolean;
}

const sameBand = (a: HrTarget | null, b: HrTarget | null) =>
  a?.lowBpm === b?.lowBpm && a?.highBpm === b?.highBpm;

/** The choice in force: none when HR may not guide the session; the fallback for a missing band. */
function choiceOf(inputs: StartTargetInputs, limits: MonitoringLimits): TargetChoice {
  if (!allowsHrBand(limits.guidance)) return NO_TARGET_CHOICE;
  const wanted = inputs.choice ?? (limits.band ? PRESCRIPTION_CHOICE : inputs.fallback);
  return wanted === PRESCRIPTION_CHOICE && !limits.band ? inputs.fallback : wanted;
}

export function startTargetOf(inputs: StartTargetInputs): StartTarget {
  const { prescribed } = inputs;
  const hrMax = hrMaxForZones({
    prescribedTestId: prescribed?.basedOn ?? null,
    exerciseTests: inputs.exerciseTests,
    birthDate: inputs.birthDate,
    formula: inputs.formula,
    atMs: inputs.atMs,
  });
  const limits = monitoringLimitsOf({
    exerciseTests: inputs.exerciseTests,
    deviceLimitBpm: inputs.deviceLimitBpm,
    atrialFibrillation: inputs.atrialFibrillation,
    prescription: prescribed,
  });
  const safetyMaxBpm = limits.safetyMax?.bpm ?? null;
  const choice = choiceOf(inputs, limits);
  let fitted: FittedBand = { band: null, clipped: false };
  if (choice === PRESCRIPTION_CHOICE) {
    fitted = { band: limits.band, clipped: limits.bandClipped };
  } else if (choice !== NO_TARGET_CHOICE) {
    const band = targetFor(hrMax?.bpm ?? null, inputs.restingHr, choice);
    if (band) fitted = fitDayBand(band, safetyMaxBpm);
  }
  const { band: target, clipped } = fitted;
  const prescribedBand = prescribed?.target ?? null;
  return {
    hrMax,
    prescribed,
    choice,
    target,
    safetyMaxBpm,
    limits,
    clipped,
    tooNarrow: fitted.tooNarrow ?? null,
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
    // The first of the record's sources that tie at the maximum, as the start line names it.
    safetyMaxSource: start.limits.safetyMax?.sources[0]?.kind ?? null,
    borgTarget: start.limits.borg,
    // Kept with the session only when known: "unsigned" is never guessed.
    prescription:
      start.prescribed && start.prescribed.signed !== null
        ? { version: start.prescribed.version, signed: start.prescribed.signed }
        : null,
  };
}
