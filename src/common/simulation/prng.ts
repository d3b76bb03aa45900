/**
 * A tiny seeded pseudo-random generator (mulberry32), so a simulated session is the same on
 * every run, device and test for the same seed. Not for anything security-related.
 */

export type Random = () => number;

/** Uniform numbers in [0, 1) from a 32-bit seed (any number; only its low 32 bits count). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller), for physiological noise that is mostly small. */
export function normal(random: Random): number {
  const u = 1 - random(); // (0, 1], so the log is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
