/**
 * The shape of a simulated session: rest, warm-up ramp, effort plateau with slow cardiac drift,
 * then exponential recovery. Gives the noise-free heart rate and workload at any time.
 */
import type { Random } from './prng.js';

export interface ActivityPlan {
  restingHr: number;
  hrMaxBpm: number;
  warmUpStartMs: number;
  effortStartMs: number;
  recoveryStartMs: number;
  /** Plateau level at the start of the effort, as a fraction of HR max. */
  effortFraction: number;
}

const REST_MS = 120_000;
const WARM_UP_MS = 300_000;
const RECOVERY_MS = 300_000;
/** Heart rate creeps up during a steady effort (cardiac drift): this much of HR max by its end. */
const DRIFT_FRACTION = 0.04;
/** Time constant of the post-exercise fall: about 25–30 bpm in the first minute from ~80 %. */
const RECOVERY_TAU_MS = 120_000;

/** Phases keep their clinical lengths in long sessions and shrink in proportion in short ones. */
export function planActivity(
  durationMs: number,
  restingHr: number,
  hrMaxBpm: number,
  random: Random,
): ActivityPlan {
  const restMs = Math.min(REST_MS, 0.1 * durationMs);
  const warmUpMs = Math.min(WARM_UP_MS, 0.2 * durationMs);
  const recoveryMs = Math.min(RECOVERY_MS, 0.25 * durationMs);
  return {
    restingHr,
    hrMaxBpm,
    warmUpStartMs: restMs,
    effortStartMs: restMs + warmUpMs,
    recoveryStartMs: durationMs - recoveryMs,
    effortFraction: 0.75 + 0.05 * random(),
  };
}

/** 0 at rest, rising to 1 through the warm-up, 1 during the effort, 0 once recovery starts. */
export function workloadAt(plan: ActivityPlan, t: number): number {
  if (t < plan.warmUpStartMs || t >= plan.recoveryStartMs) return 0;
  if (t >= plan.effortStartMs) return 1;
  const progress = (t - plan.warmUpStartMs) / (plan.effortStartMs - plan.warmUpStartMs);
  return progress * progress * (3 - 2 * progress); // smoothstep: no kink at either end
}

/** Noise-free heart rate in bpm at `t` ms into the session (times past the end keep recovering). */
export function targetHrAt(plan: ActivityPlan, t: number): number {
  const { restingHr, hrMaxBpm } = plan;
  if (t >= plan.recoveryStartMs) {
    const fromHr = effortHrAt(plan, plan.recoveryStartMs);
    return (
      restingHr + (fromHr - restingHr) * Math.exp(-(t - plan.recoveryStartMs) / RECOVERY_TAU_MS)
    );
  }
  if (t >= plan.effortStartMs) return effortHrAt(plan, t);
  const startHr = plan.effortFraction * hrMaxBpm;
  return restingHr + (startHr - restingHr) * workloadAt(plan, t);
}

function effortHrAt(plan: ActivityPlan, t: number): number {
  const effortMs = plan.recoveryStartMs - plan.effortStartMs;
  const progress = effortMs > 0 ? Math.min(1, (t - plan.effortStartMs) / effortMs) : 0;
  return (plan.effortFraction + DRIFT_FRACTION * progress) * plan.hrMaxBpm;
}
