/**
 * Which limits set a prescription's safety maximum, in the order a clinician checks them, so the
 * screen can say why the band stops where it does. The rule itself is the server's
 * (common/programme/prescription-target.ts: never above the ischaemic threshold − 10 bpm, the
 * implanted device's limit − 10 bpm, nor the test's peak HR; SBC 2020, ACSM 11th ed.); this only
 * names the caps (the rule's own `recordCapsOf`) that equal the maximum the server returned.
 */
import {
  type RecordCap,
  recordCapsOf,
  type TestHeartRates,
} from '../../../common/programme/prescription-target';

export type SafetyCapKind = RecordCap['kind'];

export interface SafetyCap {
  kind: SafetyCapKind;
  /** The cap in bpm (after the 10 bpm margin where one applies). */
  capBpm: number;
  /** What it comes from: the ischaemic HR, the device's limit or the test's peak. */
  sourceBpm: number;
}

/** Every cap that applies to this test and device (the server's `recordCapsOf`), lowest first. */
export function safetyCapsOf(
  test: TestHeartRates | null,
  deviceLimitBpm: number | null,
): SafetyCap[] {
  return recordCapsOf(test, deviceLimitBpm)
    .map(({ kind, bpm, fromBpm }) => ({ kind, capBpm: bpm, sourceBpm: fromBpm }))
    .sort((a, b) => a.capBpm - b.capBpm);
}

/** The caps that set `safetyMaxBpm` (several when they tie); none when nothing matches it. */
export function bindingCaps(
  test: TestHeartRates | null,
  deviceLimitBpm: number | null,
  safetyMaxBpm: number | null,
): SafetyCap[] {
  if (safetyMaxBpm === null) return [];
  return safetyCapsOf(test, deviceLimitBpm).filter((cap) => cap.capBpm === safetyMaxBpm);
}

/** An exercise-test assessment's heart rates, as the target rule reads them. */
export function testHeartRatesOf(assessment: {
  kind: string;
  restHr?: number;
  peakHr?: number;
  vt1Hr?: number | null;
  vt2Hr?: number | null;
  ischaemicHr?: number | null;
}): TestHeartRates | null {
  if (assessment.kind !== 'exercise-test' || assessment.restHr === undefined) return null;
  if (assessment.peakHr === undefined) return null;
  return {
    restHr: assessment.restHr,
    peakHr: assessment.peakHr,
    vt1Hr: assessment.vt1Hr ?? null,
    vt2Hr: assessment.vt2Hr ?? null,
    ischaemicHr: assessment.ischaemicHr ?? null,
  };
}
