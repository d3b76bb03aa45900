/** Heart-rate training zones: the % of HR max bands the summary uses, and Karvonen targets. */

/** Lower bound of each zone in % of HR max: Z1 < 60, Z2 60–70, Z3 70–80, Z4 80–90, Z5 ≥ 90. */
export const ZONE_LOWER_PCT = [0, 60, 70, 80, 90] as const;

/** Zone index 0..4 (Z1..Z5). A bound belongs to the zone above it: 70 % of max is Z3. */
export function zoneOf(hr: number, hrMaxBpm: number): number {
  if (!(hrMaxBpm > 0) || !Number.isFinite(hrMaxBpm)) {
    throw new RangeError(`hrMaxBpm must be a positive number, got ${hrMaxBpm}`);
  }
  // Products, not a ratio: a bpm exactly on a bound is never lost to float rounding.
  const scaled = hr * 100;
  let zone = 0;
  for (let z = 1; z < ZONE_LOWER_PCT.length; z++) {
    if (scaled >= ZONE_LOWER_PCT[z]! * hrMaxBpm) zone = z;
  }
  return zone;
}

export interface HrTarget {
  lowBpm: number;
  highBpm: number;
}

/**
 * Target range by the heart-rate-reserve (Karvonen) method: rest + pct × (max − rest), with pct
 * in percent (e.g. 60, 80). Rounded to whole bpm, as monitors show them.
 */
export function karvonenTarget(
  hrMaxBpm: number,
  restingHr: number,
  lowPct: number,
  highPct: number,
): HrTarget {
  if (!(restingHr > 0 && hrMaxBpm > restingHr && Number.isFinite(hrMaxBpm))) {
    throw new RangeError(`need 0 < restingHr < hrMaxBpm, got ${restingHr} and ${hrMaxBpm}`);
  }
  if (!(lowPct >= 0 && lowPct <= highPct && highPct <= 100)) {
    throw new RangeError(`need 0 ≤ lowPct ≤ highPct ≤ 100, got ${lowPct} and ${highPct}`);
  }
  const reserve = hrMaxBpm - restingHr;
  return {
    lowBpm: Math.round(restingHr + (lowPct / 100) * reserve),
    highBpm: Math.round(restingHr + (highPct / 100) * reserve),
  };
}
