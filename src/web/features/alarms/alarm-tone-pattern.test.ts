import { describe, expect, it } from 'vitest';
import { ALARM_SOUNDS } from './alarm-tone-pattern';

/** Silences between pulses (end of one to start of the next), rounded to the ms. */
const gapsOf = (pulses: readonly { atS: number; lengthS: number }[]) =>
  pulses.slice(1).map((pulse, i) => {
    const previous = pulses[i]!;
    return Math.round((pulse.atS - previous.atS - previous.lengthS) * 1000);
  });

describe('alarm sounds by priority (IEC 60601-1-8 bursts)', () => {
  it('plays HIGH as 10 pulses, 3 + 2, a pause, 3 + 2, every 2.5–15 s', () => {
    const { burst, everyMs } = ALARM_SOUNDS.high;
    expect(burst.pulses).toHaveLength(10);
    // x = 100 ms; 2x + pulse (350 ms) after the 3rd and 8th; 600 ms between the halves.
    expect(gapsOf(burst.pulses)).toEqual([100, 100, 350, 100, 600, 100, 100, 350, 100]);
    for (const pulse of burst.pulses) expect(pulse.lengthS).toBeGreaterThanOrEqual(0.075);
    expect(everyMs).toBeGreaterThanOrEqual(2500);
    expect(everyMs).toBeLessThanOrEqual(15_000);
  });

  it('plays MEDIUM as 3 pulses and LOW as 2, LOW repeating after more than 15 s', () => {
    expect(ALARM_SOUNDS.medium.burst.pulses).toHaveLength(3);
    expect(gapsOf(ALARM_SOUNDS.medium.burst.pulses)).toEqual([200, 200]);
    expect(ALARM_SOUNDS.low.burst.pulses).toHaveLength(2);
    expect(ALARM_SOUNDS.low.everyMs).toBeGreaterThan(15_000);
  });

  it('tells the priorities apart by pitch and by how often they repeat', () => {
    const { high, medium, low } = ALARM_SOUNDS;
    expect(new Set([high, medium, low].map((s) => s.burst.frequencyHz)).size).toBe(3);
    expect(high.everyMs).toBeLessThan(medium.everyMs);
    expect(medium.everyMs).toBeLessThan(low.everyMs);
  });
});
