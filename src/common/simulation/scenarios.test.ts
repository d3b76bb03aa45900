import { describe, expect, it } from 'vitest';
import { SIMULATED_SCENARIOS, scenarioSilentAt } from './scenarios.js';
import { SimulatedSensor, type SimulationProfile } from './simulated-stream.js';

const HEART = { restingHr: 70, hrMaxBpm: 180 };

function hrs(seed: number, seconds: number, profile: SimulationProfile) {
  const sensor = new SimulatedSensor(seed, { ...HEART, ...profile });
  return Array.from({ length: seconds }, () => sensor.next().hr);
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const SEEDS = Array.from({ length: 20 }, (_, i) => i * 7919 + 1);

describe('simulated scenarios', () => {
  it("'steady' warms up within a minute to about 70 % of HR max and stays there", () => {
    for (const seed of SEEDS) {
      const hr = hrs(seed, 900, { scenario: 'steady' });
      expect(hr[0]).toBeLessThan(85);
      const plateau = hr.slice(70);
      expect(Math.abs(mean(plateau) - 126)).toBeLessThan(4);
      expect(Math.min(...plateau)).toBeGreaterThan(110); // inside a 60–80 % band (108–144)
      expect(Math.max(...plateau)).toBeLessThan(142);
    }
  });

  it("'steady' with the patient's band settles in its middle, never above it", () => {
    const band = { targetLowBpm: 95, targetHighBpm: 111 }; // a band well under 70 % of HR max
    for (const seed of SEEDS) {
      const plateau = hrs(seed, 600, { scenario: 'steady', ...band }).slice(70);
      expect(Math.abs(mean(plateau) - 103)).toBeLessThan(3);
      expect(Math.max(...plateau)).toBeLessThan(band.targetHighBpm + 1);
    }
  });

  it("'intervals' alternates 2 min near 80 % with 1 min near 60 % of HR max", () => {
    const hr = hrs(11, 540, { scenario: 'intervals' });
    for (const cycle of [0, 1, 2]) {
      const start = cycle * 180;
      expect(Math.abs(mean(hr.slice(start + 60, start + 120)) - 144)).toBeLessThan(5);
      expect(Math.abs(mean(hr.slice(start + 150, start + 180)) - 108)).toBeLessThan(6);
    }
    // Smooth: no jump of more than a few bpm from one second to the next.
    for (let i = 1; i < hr.length; i++) expect(Math.abs(hr[i]! - hr[i - 1]!)).toBeLessThan(9);
  });

  it("'exceeds-target' is above the target within 20 s and stays 8–15 bpm above it", () => {
    for (const seed of SEEDS) {
      for (const targetHighBpm of [undefined, 120]) {
        const target = targetHighBpm ?? 135;
        const hr = hrs(seed, 1200, { scenario: 'exceeds-target', targetHighBpm });
        const after = hr.slice(19);
        expect(Math.min(...after)).toBeGreaterThan(target);
        expect(mean(hr.slice(30)) - target).toBeGreaterThan(8);
        expect(mean(hr.slice(30)) - target).toBeLessThan(15);
      }
    }
  });

  it("'signal-loss' is silent for 15 s after every 20 s of readings, from 20 s after connecting", () => {
    const silentSeconds = Array.from({ length: 110 }, (_, i) => i + 1).filter((s) =>
      scenarioSilentAt('signal-loss', s * 1000),
    );
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(silentSeconds).toEqual([...range(21, 35), ...range(56, 70), ...range(91, 105)]);
    for (const scenario of [undefined, 'steady', 'intervals', 'exceeds-target'] as const) {
      expect(scenarioSilentAt(scenario, 25_000)).toBe(false);
    }
  });

  it('every scenario keeps RR intervals in its readings and stays deterministic per seed', () => {
    for (const scenario of SIMULATED_SCENARIOS) {
      const a = new SimulatedSensor(5, { scenario });
      const b = new SimulatedSensor(5, { scenario });
      for (let i = 0; i < 120; i++) {
        const reading = a.next();
        expect(reading.rrIntervals.length).toBeGreaterThan(0);
        expect(b.next()).toEqual(reading);
      }
    }
  });

  it('leaves the default session of a seed unchanged', () => {
    const plain = new SimulatedSensor(4, { durationMs: 300_000 });
    const again = new SimulatedSensor(4, { durationMs: 300_000, scenario: undefined });
    for (let i = 0; i < 300; i++) expect(again.next()).toEqual(plain.next());
  });
});
