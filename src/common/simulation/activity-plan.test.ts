import { describe, expect, it } from 'vitest';
import { planActivity, targetHrAt, workloadAt } from './activity-plan.js';

const half = () => 0.5; // effortFraction 0.775
const THIRTY_MIN = 30 * 60_000;

describe('planActivity', () => {
  it('lays out 2 min rest, 5 min warm-up and 5 min recovery in a 30-minute session', () => {
    expect(planActivity(THIRTY_MIN, 70, 180, half)).toEqual({
      restingHr: 70,
      hrMaxBpm: 180,
      warmUpStartMs: 120_000,
      effortStartMs: 420_000,
      recoveryStartMs: 1_500_000,
      effortFraction: 0.775,
    });
  });

  it('shrinks the phases in proportion in a short session', () => {
    // 10 % rest, 20 % warm-up, 25 % recovery of 10 minutes
    expect(planActivity(600_000, 70, 180, half)).toMatchObject({
      warmUpStartMs: 60_000,
      effortStartMs: 180_000,
      recoveryStartMs: 450_000,
    });
  });

  it('puts the plateau between 75 % and 80 % of HR max before drift', () => {
    expect(planActivity(THIRTY_MIN, 70, 180, () => 0).effortFraction).toBe(0.75);
    expect(planActivity(THIRTY_MIN, 70, 180, () => 0.999).effortFraction).toBeLessThan(0.8);
  });
});

describe('the planned curve', () => {
  const plan = planActivity(THIRTY_MIN, 70, 200, half);

  it('rests at the resting HR, then ramps smoothly to the plateau', () => {
    expect(targetHrAt(plan, 60_000)).toBe(70);
    expect(workloadAt(plan, 270_000)).toBe(0.5); // half-way through the warm-up
    expect(targetHrAt(plan, 270_000)).toBeCloseTo(70 + (155 - 70) / 2, 10);
    expect(targetHrAt(plan, 420_000)).toBeCloseTo(155, 10); // 77.5 % of 200
  });

  it('drifts up by 4 % of HR max over the plateau', () => {
    expect(targetHrAt(plan, 1_499_999)).toBeCloseTo(163, 2);
  });

  it('decays toward rest with a 2-minute time constant, on past the planned end', () => {
    expect(targetHrAt(plan, 1_500_000 + 120_000)).toBeCloseTo(70 + 93 / Math.E, 10);
    expect(targetHrAt(plan, 3 * THIRTY_MIN)).toBeCloseTo(70, 5);
  });

  it('has no workload while resting or recovering', () => {
    expect(workloadAt(plan, 0)).toBe(0);
    expect(workloadAt(plan, 1_000_000)).toBe(1);
    expect(workloadAt(plan, 1_600_000)).toBe(0);
  });
});
