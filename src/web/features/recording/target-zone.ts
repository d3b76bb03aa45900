/**
 * HR max and the optional target zone for a patient: HR max from age (birth date) with the
 * clinic's formula, the target by Karvonen from HR max and resting HR. With a measured exercise
 * test or a prescription, start-target.ts decides instead.
 */
import { type HrTarget, karvonenTarget, zoneOf } from '../../../common/metrics/zones';

/** Heart-rate-reserve bands a clinician commonly prescribes, in % of reserve. */
export const TARGET_RANGES = [
  { id: '40-60', lowPct: 40, highPct: 60 },
  { id: '50-70', lowPct: 50, highPct: 70 },
  { id: '60-80', lowPct: 60, highPct: 80 },
  { id: '70-85', lowPct: 70, highPct: 85 },
] as const;
export type TargetRangeId = (typeof TARGET_RANGES)[number]['id'];

/** HR max from age with the clinic's formula (the estimate used when nothing was measured). */
export { estimatedHrMax as patientHrMax } from '../../../common/programme/hr-max-for-zones';

export function targetFor(
  hrMaxBpm: number | null,
  restingHr: number | null,
  rangeId: TargetRangeId | null,
): HrTarget | null {
  const range = TARGET_RANGES.find((candidate) => candidate.id === rangeId);
  if (!range || hrMaxBpm === null || restingHr === null || restingHr >= hrMaxBpm) return null;
  return karvonenTarget(hrMaxBpm, restingHr, range.lowPct, range.highPct);
}

export type TargetPosition = 'below' | 'in' | 'above';

export function targetPosition(hr: number, target: HrTarget): TargetPosition {
  if (hr < target.lowBpm) return 'below';
  return hr > target.highBpm ? 'above' : 'in';
}

export function zoneIndex(hr: number | null, hrMaxBpm: number | null): number | null {
  if (hr === null || hrMaxBpm === null) return null;
  return zoneOf(hr, hrMaxBpm);
}

/**
 * The heart-rate zone to show, none when effort is guided by Borg (a Borg-only prescription or
 * atrial fibrillation: no band, a Borg range): a zone colour or "% of HR max" would read as
 * heart-rate guidance that the session does not have (monitoring-limits.ts).
 */
export function shownZoneIndex(
  hr: number | null,
  hrMaxBpm: number | null,
  guide: { target: HrTarget | null; borgTarget?: { low: number; high: number } | null },
): number | null {
  return guide.target === null && guide.borgTarget ? null : zoneIndex(hr, hrMaxBpm);
}
