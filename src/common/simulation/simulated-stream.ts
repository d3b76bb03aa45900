/**
 * The simulated sensor: readings at 1 Hz, each with the heart rate and the RR intervals of the
 * beats that fell in that second, like a chest strap's notifications. Deterministic per seed.
 */

import { type ActivityPlan, planActivity, targetHrAt, workloadAt } from './activity-plan.js';
import { mulberry32, normal, type Random } from './prng.js';
import { type SimulatedScenario, scenarioHrAt } from './scenarios.js';

export interface SimulatedReading {
  /** Ms since the session started; one reading per second, the first at 1000. */
  t: number;
  hr: number;
  /** Beats completed since the previous reading, oldest first, in ms (about hr / 60 of them). */
  rrIntervals: number[];
  powerW?: number;
  cadenceRpm?: number;
  speedKmh?: number;
}

export interface SimulationProfile {
  /** Planned length; phases are laid out over it, and readings past it keep recovering. */
  durationMs?: number;
  restingHr?: number;
  hrMaxBpm?: number;
  /** Also simulate an indoor bike: power, cadence and speed. */
  withPower?: boolean;
  /** A scripted curve instead of the planned session (rest, warm-up, effort, recovery). */
  scenario?: SimulatedScenario;
  /** Upper edge of the target band, for 'exceeds-target' (default 75 % of HR max). */
  targetHighBpm?: number;
  /** Lower edge of the band: 'steady' settles between the two. */
  targetLowBpm?: number;
}

export const SIMULATED_HR_RANGE = { min: 40, max: 220 } as const;
const READING_INTERVAL_MS = 1000;
const DEFAULT_DURATION_MS = 30 * 60_000;
/** Bounds that keep every RR, and so every reported HR, inside SIMULATED_HR_RANGE. */
const MIN_RR_MS = 60_000 / SIMULATED_HR_RANGE.max;
const MAX_RR_MS = 60_000 / SIMULATED_HR_RANGE.min;
/** Sensors report HR averaged over the last few beats, not beat to beat. */
const HR_AVERAGING_BEATS = 4;
const BIKE_MAX_POWER_W = 120;

/** Generates the readings in order; `next()` returns the reading one second after the last. */
export class SimulatedSensor {
  private readonly plan: ActivityPlan;
  /** Noise-free HR and workload (0..1) at `t` ms since the start. */
  private readonly hrAt: (t: number) => number;
  private readonly workloadAt: (t: number) => number;
  private readonly beats: Random;
  private readonly bike: Random | null;
  private tick = 0;
  /** Slow HR wander (AR(1), bpm) on top of the planned curve. */
  private wander = 0;
  private breathPhase = 0;
  private nextBeatAt: number;
  private pendingRr: number;
  private readonly recentRr: number[] = [];

  constructor(seed: number, profile: SimulationProfile = {}) {
    const { durationMs = DEFAULT_DURATION_MS, restingHr = 70, hrMaxBpm = 180 } = profile;
    checkProfile(durationMs, restingHr, hrMaxBpm);
    // Separate streams, so switching the bike on does not change the heart rate of a seed.
    this.beats = mulberry32(seed);
    this.bike = profile.withPower ? mulberry32(seed ^ 0x9e3779b9) : null;
    const plan = planActivity(durationMs, restingHr, hrMaxBpm, this.beats);
    this.plan = plan;
    const { scenario, targetHighBpm, targetLowBpm } = profile;
    if (scenario) {
      const heart = { restingHr, hrMaxBpm, targetHighBpm, targetLowBpm };
      this.hrAt = (t) => scenarioHrAt(scenario, heart, t);
      // Effort follows the heart rate: none at rest, full at 80 % of HR max.
      this.workloadAt = (t) =>
        Math.min(
          1,
          Math.max(0, (this.hrAt(t) - restingHr) / Math.max(1, 0.8 * hrMaxBpm - restingHr)),
        );
    } else {
      this.hrAt = (t) => targetHrAt(plan, t);
      this.workloadAt = (t) => workloadAt(plan, t);
    }
    this.pendingRr = this.drawRr(this.hrAt(0));
    this.nextBeatAt = this.beats() * this.pendingRr; // the strap joins mid-beat
  }

  next(): SimulatedReading {
    this.tick++;
    const t = this.tick * READING_INTERVAL_MS;
    this.wander = 0.95 * this.wander + 0.6 * normal(this.beats);
    const rrIntervals: number[] = [];
    while (this.nextBeatAt <= t) {
      rrIntervals.push(this.pendingRr);
      this.remember(this.pendingRr);
      this.pendingRr = this.drawRr(this.hrAt(this.nextBeatAt) + this.wander);
      this.nextBeatAt += this.pendingRr;
    }
    const reading: SimulatedReading = { t, hr: this.reportedHr(t), rrIntervals };
    if (this.bike) Object.assign(reading, bikeReading(this.workloadAt(t), this.bike));
    return reading;
  }

  /** One beat's interval: the HR's mean interval, breathing (sinus arrhythmia) and jitter. */
  private drawRr(hr: number): number {
    const { restingHr, hrMaxBpm } = this.plan;
    const intensity = Math.min(1, Math.max(0, (hr - restingHr) / (hrMaxBpm - restingHr)));
    // Breathing quickens and its effect on the rhythm fades as the effort grows.
    const breathsPerSecond = 0.25 + 0.15 * intensity;
    const arrhythmia = (0.01 + 0.04 * (1 - intensity)) * Math.sin(this.breathPhase);
    const meanRr = 60_000 / hr;
    const rr = meanRr * (1 + arrhythmia + 0.012 * normal(this.beats));
    this.breathPhase += (2 * Math.PI * breathsPerSecond * meanRr) / 1000;
    return Math.min(MAX_RR_MS, Math.max(MIN_RR_MS, rr));
  }

  private remember(rr: number): void {
    this.recentRr.push(rr);
    if (this.recentRr.length > HR_AVERAGING_BEATS) this.recentRr.shift();
  }

  private reportedHr(t: number): number {
    let hr = this.hrAt(t); // before the first beat, the strap shows its estimate
    if (this.recentRr.length > 0) {
      let sum = 0;
      for (const rr of this.recentRr) sum += rr;
      hr = (60_000 * this.recentRr.length) / sum;
    }
    return Math.round(Math.min(SIMULATED_HR_RANGE.max, Math.max(SIMULATED_HR_RANGE.min, hr)));
  }
}

function checkProfile(durationMs: number, restingHr: number, hrMaxBpm: number): void {
  if (!(durationMs >= 0 && Number.isFinite(durationMs))) {
    throw new RangeError(`durationMs must be ≥ 0, got ${durationMs}`);
  }
  if (!(restingHr >= 30 && restingHr <= 150 && hrMaxBpm <= 240 && hrMaxBpm >= restingHr + 20)) {
    throw new RangeError(
      `need 30 ≤ restingHr ≤ 150 and restingHr + 20 ≤ hrMaxBpm ≤ 240, got ${restingHr}, ${hrMaxBpm}`,
    );
  }
}

/** Indoor bike values for a workload 0..1: nothing while resting, pedalling otherwise. */
function bikeReading(workload: number, random: Random) {
  if (workload === 0) return { powerW: 0, cadenceRpm: 0, speedKmh: 0 };
  const cadenceRpm = Math.max(0, Math.round(70 + 15 * workload + 3 * normal(random)));
  const power = BIKE_MAX_POWER_W * (0.3 + 0.7 * workload) * (1 + 0.05 * normal(random));
  // A fixed gear: speed follows cadence.
  return {
    powerW: Math.max(0, Math.round(power)),
    cadenceRpm,
    speedKmh: Math.round(cadenceRpm * 3) / 10,
  };
}
