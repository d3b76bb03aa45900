/**
 * The heart-rate target of an exercise prescription and its safety maximum, from a measured
 * exercise test (PRODUCT.md section 10). Beta-blockers blunt the heart-rate response, so an age
 * formula overestimates HR max (a 68-year-old on carvedilol peaking at 128 bpm would be given
 * 120–136 bpm); every method here starts from what the patient's heart did on the test.
 *
 * - thresholds: the band is VT1–VT2 of the test — the intensity domain between the ventilatory
 *   thresholds (SBC 2020, Diretriz Brasileira de Reabilitação Cardiovascular, Arq Bras Cardiol
 *   2020;114(5):943-987, prescription from a cardiopulmonary test).
 * - hrr: Karvonen, rest + pct × (peak − rest), with the *measured* peak (ACSM's Guidelines for
 *   Exercise Testing and Prescription, 11th ed., ch. 5 and 9; 40–80 % HRR for cardiac patients).
 * - peak: a percentage of the measured peak HR (ACSM, when only peak is known).
 * - manual: the clinician's bpm; borg: an RPE range only, no heart-rate band.
 *
 * Safety maximum: never above the ischaemic threshold − 10 bpm (SBC 2020; ACSM: train ≥ 10 bpm
 * below the ischaemic threshold), the implanted device's limit − 10 bpm (an ICD's detection
 * rate: stay clear of inappropriate shocks, SBC 2020), nor the test's peak HR (nothing above what
 * was observed safely). The band's high is clipped to it.
 *
 * A band narrower than 5 bpm, as prescribed or as clipped, is refused (band-width.ts: ACSM's
 * Guidelines for Exercise Testing and Prescription, 11th ed., ch. 5 and 9, and SBC 2020 prescribe
 * a range, and the monitoring refuses to run on a narrower one).
 */
import { isTooNarrow, MIN_BAND_WIDTH_BPM } from './band-width.js';

export type Intensity =
  | { method: 'thresholds' }
  | { method: 'hrr'; lowPct: number; highPct: number }
  | { method: 'peak'; lowPct: number; highPct: number }
  | { method: 'manual'; lowBpm: number; highBpm: number }
  | { method: 'borg'; borgLow: number; borgHigh: number };

/** The heart rates of the exercise test a prescription is based on. */
export interface TestHeartRates {
  restHr: number;
  peakHr: number;
  vt1Hr: number | null;
  vt2Hr: number | null;
  ischaemicHr: number | null;
}

export interface PrescriptionTarget {
  /** Null for a Borg-only prescription. */
  target: { lowBpm: number; highBpm: number } | null;
  /** Null when nothing caps it (no test and no device). */
  safetyMaxBpm: number | null;
  /** True when the band's high was lowered to the safety maximum. */
  highClipped: boolean;
}

/** Why no target can be computed, naming the input field at fault (relative to the body). */
export interface TargetRefusal {
  field: string;
  message: string;
  /** The band left when refused as narrower than MIN_BAND_WIDTH_BPM (a form names its width). */
  tooNarrow?: { lowBpm: number; highBpm: number };
}

/** Bpm kept below the ischaemic threshold and below an implanted device's limit. */
export const SAFETY_MARGIN_BPM = 10;

/** A cap a heart's record puts on its rate: `fromBpm` is the number before the margin. */
export interface RecordCap {
  kind: 'ischaemic' | 'device' | 'peak';
  bpm: number;
  fromBpm: number;
}

/**
 * Every cap an exercise test and an implanted device put on heart rate, in the order a clinician
 * checks them: the one rule behind the prescription's safety maximum and the monitoring limits'.
 */
export function recordCapsOf(
  test: Pick<TestHeartRates, 'peakHr' | 'ischaemicHr'> | null,
  deviceLimitBpm: number | null,
): RecordCap[] {
  const caps: RecordCap[] = [];
  if (test?.ischaemicHr != null) {
    const fromBpm = test.ischaemicHr;
    caps.push({ kind: 'ischaemic', bpm: fromBpm - SAFETY_MARGIN_BPM, fromBpm });
  }
  if (deviceLimitBpm != null) {
    caps.push({ kind: 'device', bpm: deviceLimitBpm - SAFETY_MARGIN_BPM, fromBpm: deviceLimitBpm });
  }
  if (test) caps.push({ kind: 'peak', bpm: test.peakHr, fromBpm: test.peakHr });
  return caps;
}

export function safetyMaxOf(test: TestHeartRates | null, deviceLimitBpm: number | null) {
  const caps = recordCapsOf(test, deviceLimitBpm);
  return caps.length === 0 ? null : Math.min(...caps.map((cap) => cap.bpm));
}

/** The band before any cap, or the refusal; null for Borg only. */
function rawBand(
  intensity: Intensity,
  test: TestHeartRates | null,
): { lowBpm: number; highBpm: number } | null | TargetRefusal {
  if (intensity.method === 'borg') return null;
  if (intensity.method === 'manual')
    return { lowBpm: intensity.lowBpm, highBpm: intensity.highBpm };
  if (!test) {
    return { field: 'basedOn', message: `an exercise test is required for ${intensity.method}` };
  }
  switch (intensity.method) {
    case 'thresholds':
      if (test.vt1Hr === null) {
        return { field: 'basedOn.vt1Hr', message: 'the exercise test has no VT1 heart rate' };
      }
      if (test.vt2Hr === null) {
        return { field: 'basedOn.vt2Hr', message: 'the exercise test has no VT2 heart rate' };
      }
      return { lowBpm: test.vt1Hr, highBpm: test.vt2Hr };
    case 'hrr': {
      const reserve = test.peakHr - test.restHr;
      return {
        lowBpm: Math.round(test.restHr + (reserve * intensity.lowPct) / 100),
        highBpm: Math.round(test.restHr + (reserve * intensity.highPct) / 100),
      };
    }
    case 'peak':
      return {
        lowBpm: Math.round((test.peakHr * intensity.lowPct) / 100),
        highBpm: Math.round((test.peakHr * intensity.highPct) / 100),
      };
  }
}

/** The target and safety maximum, or why there can be none. */
export function prescriptionTarget(
  intensity: Intensity,
  test: TestHeartRates | null,
  deviceLimitBpm: number | null,
): PrescriptionTarget | TargetRefusal {
  const band = rawBand(intensity, test);
  if (band !== null && 'field' in band) return band;
  const safetyMaxBpm = safetyMaxOf(test, deviceLimitBpm);
  if (band === null) return { target: null, safetyMaxBpm, highClipped: false };
  if (band.lowBpm >= band.highBpm) {
    return { field: 'intensity', message: `the band's low (${band.lowBpm}) is not below its high` };
  }
  const highBpm = safetyMaxBpm === null ? band.highBpm : Math.min(band.highBpm, safetyMaxBpm);
  if (band.lowBpm >= highBpm) {
    return {
      field: 'intensity',
      message: `the band's low (${band.lowBpm} bpm) is not below the safety maximum (${highBpm} bpm)`,
    };
  }
  const target = { lowBpm: band.lowBpm, highBpm };
  if (isTooNarrow(target)) {
    return {
      field: 'intensity',
      message: `the band ${target.lowBpm}–${target.highBpm} bpm is narrower than ${MIN_BAND_WIDTH_BPM} bpm`,
      tooNarrow: target,
    };
  }
  return {
    target,
    safetyMaxBpm,
    highClipped: highBpm < band.highBpm,
  };
}

export const isTargetRefusal = (
  result: PrescriptionTarget | TargetRefusal,
): result is TargetRefusal => 'field' in result;
