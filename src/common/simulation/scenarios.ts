/**
 * Scripted heart-rate curves for demos and class-mode rehearsals: each scenario gives the
 * noise-free HR at `t` ms since the sensor connected, and (for 'signal-loss') when the strap
 * goes silent. The simulator adds beat-to-beat variation on top.
 */

/** A tuple, so it can feed `z.enum` too. */
export const SIMULATED_SCENARIOS = [
  'steady',
  'intervals',
  'exceeds-target',
  'signal-loss',
] as const;

/** 'steady' | 'intervals' | 'exceeds-target' | 'signal-loss' */
export type SimulatedScenario = (typeof SIMULATED_SCENARIOS)[number];

export interface ScenarioHeart {
  restingHr: number;
  hrMaxBpm: number;
  /** Upper edge of the patient's target band; 'exceeds-target' defaults to 75 % of HR max. */
  targetHighBpm?: number;
  /** Lower edge of the band: with the upper, 'steady' settles in its middle. */
  targetLowBpm?: number;
}

/** Middle of a typical rehab target band, when the patient's own is not known. */
const STEADY_FRACTION = 0.7;
const STEADY_WARM_UP_MS = 60_000;
const WORK_FRACTION = 0.8;
const EASY_FRACTION = 0.6;
const WORK_MS = 120_000;
const EASY_MS = 60_000;
/** Heart rate takes tens of seconds to settle after the workload changes. */
const INTERVAL_RAMP_MS = 30_000;
const DEFAULT_TARGET_HIGH_FRACTION = 0.75;
/** Far enough above the band that noise never dips under it, close enough to be plausible. */
const ABOVE_TARGET_BPM = 11.5;
/** Fast enough that the reported HR (averaged over a few beats) is above target by ~15 s. */
const EXCEED_RAMP_MS = 12_000;
const SIGNAL_PRESENT_MS = 20_000;
const SIGNAL_SILENT_MS = 15_000;

/** Noise-free HR in bpm at `t` ms after connecting. */
export function scenarioHrAt(scenario: SimulatedScenario, heart: ScenarioHeart, t: number): number {
  const { restingHr, hrMaxBpm } = heart;
  const level = (fraction: number) => Math.max(restingHr, fraction * hrMaxBpm);
  switch (scenario) {
    case 'steady':
    case 'signal-loss':
      return ease(restingHr, steadyHr(heart, level(STEADY_FRACTION)), t / STEADY_WARM_UP_MS);
    case 'intervals':
      return intervalsHrAt(restingHr, level(WORK_FRACTION), level(EASY_FRACTION), t);
    case 'exceeds-target': {
      const targetHigh = heart.targetHighBpm ?? DEFAULT_TARGET_HIGH_FRACTION * hrMaxBpm;
      return ease(restingHr, targetHigh + ABOVE_TARGET_BPM, t / EXCEED_RAMP_MS);
    }
  }
}

/** Where a steady patient settles: the middle of their band if known, else a typical level. */
function steadyHr(heart: ScenarioHeart, typical: number): number {
  const { targetLowBpm: low, targetHighBpm: high } = heart;
  return low !== undefined && high !== undefined && low <= high ? (low + high) / 2 : typical;
}

/** Work from the first second, then easy and work again; the first climb starts from rest. */
function intervalsHrAt(restingHr: number, workHr: number, easyHr: number, t: number): number {
  const cycle = Math.floor(t / (WORK_MS + EASY_MS));
  const inCycle = t - cycle * (WORK_MS + EASY_MS);
  if (inCycle < WORK_MS) {
    return ease(cycle === 0 ? restingHr : easyHr, workHr, inCycle / INTERVAL_RAMP_MS);
  }
  return ease(workHr, easyHr, (inCycle - WORK_MS) / INTERVAL_RAMP_MS);
}

/**
 * Whether a reading due at `t` ms after connecting is lost: in 'signal-loss', 20 s of readings
 * then 15 s of silence, repeating (a strap that keeps losing skin contact, link still up).
 */
export function scenarioSilentAt(scenario: SimulatedScenario | undefined, t: number): boolean {
  if (scenario !== 'signal-loss' || t <= SIGNAL_PRESENT_MS) return false;
  const inCycle = (t - SIGNAL_PRESENT_MS) % (SIGNAL_PRESENT_MS + SIGNAL_SILENT_MS);
  return inCycle > 0 && inCycle <= SIGNAL_SILENT_MS;
}

/** From `from` to `to` along a smoothstep as `progress` goes 0 → 1 (no kink at either end). */
function ease(from: number, to: number, progress: number): number {
  const x = Math.min(1, Math.max(0, progress));
  return from + (to - from) * x * x * (3 - 2 * x);
}
