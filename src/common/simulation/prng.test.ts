import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32, normal } from './prng.js';

const take = (seed: number, n: number) => Array.from({ length: n }, mulberry32(seed));

describe('mulberry32', () => {
  it('repeats its sequence for the same seed and not for another', () => {
    expect(take(7, 20)).toEqual(take(7, 20));
    expect(take(7, 20)).not.toEqual(take(8, 20));
  });

  it('only uses the low 32 bits of the seed', () => {
    expect(take(2 ** 32 + 5, 5)).toEqual(take(5, 5));
  });

  it('stays in [0, 1) for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const x of take(seed, 50)) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('spreads evenly: each tenth of [0, 1) gets about a tenth of 10,000 draws', () => {
    const counts = new Array<number>(10).fill(0);
    for (const x of take(123, 10_000)) counts[Math.floor(x * 10)]!++;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(100);
  });
});

describe('normal', () => {
  it('has mean ≈ 0 and standard deviation ≈ 1', () => {
    const random = mulberry32(99);
    const draws = Array.from({ length: 20_000 }, () => normal(random));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.03);
  });

  it('is always finite, even when the generator returns exactly 0', () => {
    expect(Number.isFinite(normal(() => 0))).toBe(true);
  });
});
