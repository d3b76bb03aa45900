/**
 * A patient's monitoring limits — the heart-rate band, the Borg range and the safety maximum a
 * recording or class participant runs with — decided from the patient's record, not from the
 * programme (issue 34). The caps of a heart are facts about that heart: they hold with or
 * without a programme or prescription, and after discharge.
 *
 * Safety maximum: the lowest of the latest exercise test's measured peak (nothing above what was
 * observed safely), its ischaemic threshold − 10 bpm (SBC 2020 Diretriz Brasileira de
 * Reabilitação Cardiovascular, Arq Bras Cardiol 2020;114(5):943-987; ACSM's Guidelines for
 * Exercise Testing and Prescription, 11th ed.: train at least 10 bpm below the ischaemic
 * threshold) and the implanted device's limit − 10 bpm (stay clear of an ICD's detection zone).
 * A prescription may lower it (its test's caps), never raise it.
 *
 * No heart-rate band for a Borg-only prescription, nor for a patient in atrial fibrillation
 * unless the prescription sets a band: an irregular ventricular rate makes a HR band unreliable,
 * so effort is guided by RPE (ACSM 11th ed., ch. 9; SBC 2020) — the prescription's Borg range, or
 * Borg 11–13 without one. The HR safety maximum still holds.
 */
import type { HrTarget } from '../metrics/zones.js';
import { isTooNarrow } from './band-width.js';
import { latestTest, type MeasuredPeak } from './hr-max-for-zones.js';
import { recordCapsOf } from './prescription-target.js';

/** An exercise test as these rules read it. */
export interface TestCaps extends MeasuredPeak {
  ischaemicHr: number | null;
}

/** The active prescription as the server computed it; none after discharge. */
export interface PrescribedLimits {
  version: number;
  /** Null for a Borg-only prescription. */
  target: HrTarget | null;
  safetyMaxBpm: number | null;
  /** The RPE range of a Borg-only prescription. */
  borg: BorgRange | null;
}

export interface BorgRange {
  low: number;
  high: number;
}

/**
 * The RPE range of a patient in atrial fibrillation without a prescription: Borg 11–13 ("fairly
 * light" to "somewhat hard"), the moderate range at which RPE-guided training of cardiac patients
 * starts when heart rate cannot guide it (ACSM's Guidelines for Exercise Testing and
 * Prescription, 11th ed., ch. 9: RPE 11–16 for cardiac patients, the lower part first; SBC 2020
 * Diretriz Brasileira de Reabilitação Cardiovascular: Borg in AF, where a HR band is unreliable).
 * Its top arms the Borg advisory as a prescribed range does.
 */
export const ATRIAL_FIBRILLATION_BORG: BorgRange = { low: 11, high: 13 };

export interface MonitoringInputs {
  exerciseTests: readonly TestCaps[];
  deviceLimitBpm: number | null;
  atrialFibrillation: boolean;
  prescription: PrescribedLimits | null;
}

/** Where a safety maximum comes from: `fromBpm` is the number before the 10 bpm margin. */
export type SafetyMaxSource =
  | { kind: 'ischaemic'; fromBpm: number; assessmentId: string; date: string }
  | { kind: 'device'; fromBpm: number }
  | { kind: 'peak'; fromBpm: number; assessmentId: string; date: string }
  | { kind: 'prescription'; fromBpm: number; version: number };

/**
 * How heart rate guides the session: the prescription's band; none because the prescription is
 * Borg-only or the patient is in atrial fibrillation; or free (no prescription: the day's choice).
 */
export type HrGuidance = 'prescribed' | 'borg-only' | 'atrial-fibrillation' | 'free';

export interface MonitoringLimits {
  guidance: HrGuidance;
  /** The prescription's band, its high clipped to the safety maximum; null without one. */
  band: HrTarget | null;
  /** True when the band's high was lowered to the safety maximum. */
  bandClipped: boolean;
  /**
   * What the safety maximum left of the prescribed band when that was narrower than a heart rate
   * can be held in (band-width.ts), so refused: a screen says so instead of silently falling back.
   */
  bandTooNarrow: HrTarget | null;
  borg: BorgRange | null;
  /** Null when nothing caps it (no test, no device, no prescribed maximum). */
  safetyMax: { bpm: number; sources: SafetyMaxSource[] } | null;
}

/** Every cap that applies, in the order a clinician checks them. */
function capsOf(inputs: MonitoringInputs): { bpm: number; source: SafetyMaxSource }[] {
  const test = latestTest(inputs.exerciseTests);
  const caps = recordCapsOf(test, inputs.deviceLimitBpm).map(
    ({ kind, bpm, fromBpm }): { bpm: number; source: SafetyMaxSource } => ({
      bpm,
      // A test's caps come only with a test: `test === null` is the device's cap.
      source:
        kind === 'device' || test === null
          ? { kind: 'device', fromBpm }
          : { kind, fromBpm, assessmentId: test.assessmentId, date: test.date },
    }),
  );
  const prescribed = inputs.prescription;
  if (prescribed?.safetyMaxBpm != null) {
    const { safetyMaxBpm: bpm, version } = prescribed;
    caps.push({ bpm, source: { kind: 'prescription', fromBpm: bpm, version } });
  }
  return caps;
}

/** The lowest cap, with every source that ties at it (a screen names the first). */
export function safetyMaxOfRecord(inputs: MonitoringInputs): MonitoringLimits['safetyMax'] {
  const caps = capsOf(inputs);
  if (caps.length === 0) return null;
  const bpm = Math.min(...caps.map((cap) => cap.bpm));
  return { bpm, sources: caps.filter((cap) => cap.bpm === bpm).map((cap) => cap.source) };
}

/** A band fitted under the safety maximum; `tooNarrow` is what was left when refused as such. */
export interface FittedBand {
  band: HrTarget | null;
  clipped: boolean;
  tooNarrow?: HrTarget;
}

/**
 * A band whose high is kept at or below the safety maximum: a band above it would call
 * "in target" a heart rate the above-max alarm calls dangerous. Null when nothing of it is left
 * below the maximum, or when what is left is narrower than a heart rate can be held in
 * (band-width.ts: 70–85 % giving 101–110 under a maximum of 102 leaves 101–102, refused).
 */
export function clipBandToSafetyMax(band: HrTarget, safetyMaxBpm: number | null): FittedBand {
  if (safetyMaxBpm === null || band.highBpm <= safetyMaxBpm) return { band, clipped: false };
  if (band.lowBpm >= safetyMaxBpm) return { band: null, clipped: true };
  const left = { lowBpm: band.lowBpm, highBpm: safetyMaxBpm };
  if (isTooNarrow(left)) return { band: null, clipped: true, tooNarrow: left };
  return { band: left, clipped: true };
}

/**
 * A band chosen for the day (a % of HR reserve): clipped as any band, and refused when narrower
 * than a heart rate can be held in even unclipped (a small reserve). A prescribed band is the
 * physician's and is only refused when the clipping narrows it.
 */
export function fitDayBand(band: HrTarget, safetyMaxBpm: number | null): FittedBand {
  const fitted = clipBandToSafetyMax(band, safetyMaxBpm);
  if (fitted.band === null || !isTooNarrow(fitted.band)) return fitted;
  return { band: null, clipped: fitted.clipped, tooNarrow: fitted.band };
}

function guidanceOf(inputs: MonitoringInputs): HrGuidance {
  const { prescription } = inputs;
  // A prescribed band is the physician's decision, also for a patient in AF.
  if (prescription?.target) return 'prescribed';
  if (prescription) return 'borg-only';
  return inputs.atrialFibrillation ? 'atrial-fibrillation' : 'free';
}

/** The patient's monitoring limits from their record and the active prescription, if any. */
export function monitoringLimitsOf(inputs: MonitoringInputs): MonitoringLimits {
  const safetyMax = safetyMaxOfRecord(inputs);
  const guidance = guidanceOf(inputs);
  const prescribedBand = inputs.prescription?.target ?? null;
  const clip: FittedBand = prescribedBand
    ? clipBandToSafetyMax(prescribedBand, safetyMax?.bpm ?? null)
    : { band: null, clipped: false };
  return {
    guidance,
    band: clip.band,
    bandClipped: clip.clipped,
    bandTooNarrow: clip.tooNarrow ?? null,
    borg:
      inputs.prescription?.borg ??
      (guidance === 'atrial-fibrillation' ? ATRIAL_FIBRILLATION_BORG : null),
    safetyMax,
  };
}

/** False when the session must run without a heart-rate band (Borg-only, AF). */
export const allowsHrBand = (guidance: HrGuidance) =>
  guidance === 'prescribed' || guidance === 'free';
