import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedSensor } from '../simulation/index.js';
import { mulberry32 } from '../simulation/prng.js';
import { RhythmWatch } from './rhythm-watch.js';

/** RR intervals drawn uniformly in 450–1100 ms: the random, wide irregularity of AF. */
function afLike(seed: number, beats: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: beats }, () => 450 + 650 * random());
}

/** Sinus rhythm at a steady rate with a little beat-to-beat jitter. */
function sinus(beats: number, rrMs = 800): number[] {
  return Array.from({ length: beats }, (_, i) => rrMs + (i % 3) * 10);
}

describe('RhythmWatch', () => {
  it('gives no measure until 20 beats are in', () => {
    const watch = new RhythmWatch();
    expect(watch.add(sinus(19))).toEqual({ irregular: false, measured: null });
    const verdict = watch.add(sinus(1));
    expect(verdict.irregular).toBe(false);
    expect(verdict.measured).not.toBeNull();
  });

  it('does not flag simulated sinus rhythm with breathing arrhythmia over 30 minutes', () => {
    for (const seed of [1, 2, 3, 42, 2024]) {
      const sensor = new SimulatedSensor(seed, { durationMs: 30 * 60_000 });
      const watch = new RhythmWatch();
      let worst = 0;
      for (let second = 0; second < 30 * 60; second++) {
        const verdict = watch.add(sensor.next().rrIntervals);
        expect(verdict.irregular, `seed ${seed} at ${second} s`).toBe(false);
        worst = Math.max(worst, verdict.measured ?? 0);
      }
      expect(worst, `seed ${seed}: the simulated rhythm does vary`).toBeGreaterThan(0);
    }
  });

  it('flags an AF-like sequence, with the normalised RMSSD as a percentage', () => {
    for (const seed of [1, 7, 99]) {
      const verdict = new RhythmWatch().add(afLike(seed, 30));
      expect(verdict.irregular, `seed ${seed}`).toBe(true);
      expect(verdict.measured).toBeGreaterThan(10);
      expect(verdict.measured! * 10).toBe(Math.round(verdict.measured! * 10));
    }
  });

  it('does not flag a sinus rhythm with a single premature beat and its pause', () => {
    const rr = [...sinus(15), 500, 1100, ...sinus(13)];
    expect(new RhythmWatch().add(rr).irregular).toBe(false);
  });

  it('does not flag sinus rhythm with isolated premature beats, fed beat by beat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 1200 }),
        fc.array(fc.integer({ min: 8, max: 20 }), { minLength: 3, maxLength: 10 }),
        fc.double({ min: 0.5, max: 0.7, noNaN: true }),
        (rrMs, gaps, prematurity) => {
          const watch = new RhythmWatch();
          const beats = gaps.flatMap((gap) => [
            ...sinus(gap, rrMs),
            rrMs * prematurity,
            rrMs * (2 - prematurity), // the compensatory pause
          ]);
          return beats.every((rr) => !watch.add([rr]).irregular);
        },
      ),
    );
  });

  it('ignores implausible intervals (a missed or doubled beat)', () => {
    const rr = sinus(30).flatMap((value, i) => (i % 4 ? [value] : [value, 150, 2600]));
    const verdict = new RhythmWatch().add(rr);
    expect(verdict.irregular).toBe(false);
    expect(verdict.measured).toBeLessThan(3);
  });

  it('keeps the flag through a brief lull and clears it once the rhythm is regular again', () => {
    const watch = new RhythmWatch();
    expect(watch.add(afLike(5, 30)).irregular).toBe(true);
    // A few regular beats leave the window mostly irregular: no flicker.
    expect(watch.add(sinus(4)).irregular).toBe(true);
    expect(watch.add(sinus(30)).irregular).toBe(false);
  });

  it('never flags a steady rhythm whatever its rate and small jitter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1900 }),
        fc.array(fc.double({ min: -0.01, max: 0.01, noNaN: true }), {
          minLength: 20,
          maxLength: 60,
        }),
        (rrMs, jitter) => {
          const watch = new RhythmWatch();
          const verdicts = jitter.map((j) => watch.add([rrMs * (1 + j)]));
          return verdicts.every((verdict) => !verdict.irregular);
        },
      ),
    );
  });
});
