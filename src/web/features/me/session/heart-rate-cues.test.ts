import { describe, expect, it } from 'vitest';
import {
  CUE_HOLD_MS,
  type CueLimits,
  type CueState,
  type HeartRateCue,
  initialCueState,
  stepCue,
  zoneOf,
} from './heart-rate-cues';

const limits: CueLimits = { band: { lowBpm: 100, highBpm: 120 }, safetyMaxBpm: 135 };
const T0 = 1_700_000_000_000;

/** Feeds readings `[ms after T0, bpm]`; returns what was said and the alarms, in order. */
function run(readings: [number, number][], conditioning = true, from: CueState = initialCueState) {
  let state = from;
  const said: [number, HeartRateCue][] = [];
  const alarms: unknown[] = [];
  for (const [ms, hrBpm] of readings) {
    const step = stepCue(state, { at: T0 + ms, hrBpm }, limits, conditioning);
    state = step.state;
    if (step.say) said.push([ms, step.say]);
    if (step.alarm) alarms.push(step.alarm);
  }
  return { said, alarms, state };
}

describe('zoneOf', () => {
  it('counts both limits of the band as in band', () => {
    expect(zoneOf(100, limits)).toBe('in-band');
    expect(zoneOf(120, limits)).toBe('in-band');
    expect(zoneOf(99, limits)).toBe('below');
    expect(zoneOf(121, limits)).toBe('above');
  });

  it('says stop only strictly above the safety maximum, as the above-max alarm does', () => {
    expect(zoneOf(135, limits)).toBe('above');
    expect(zoneOf(136, limits)).toBe('stop');
  });

  it('without a band (Borg only) judges the safety maximum alone', () => {
    const borgOnly = { band: null, safetyMaxBpm: 135 };
    expect(zoneOf(130, borgOnly)).toBeNull();
    expect(zoneOf(136, borgOnly)).toBe('stop');
    expect(zoneOf(200, { band: null, safetyMaxBpm: null })).toBeNull();
  });
});

describe('stepCue', () => {
  it('says stop at once above the maximum and records the above-max alarm', () => {
    const { said, alarms } = run([[0, 136]]);
    expect(said).toEqual([[0, 'stop']]);
    expect(alarms).toEqual([{ rule: 'above-max', measured: 136, limit: 135 }]);
  });

  it('says a new zone only after it held for longer than the hold', () => {
    const { said } = run([
      [0, 125],
      [CUE_HOLD_MS, 125],
      [CUE_HOLD_MS + 1, 125],
    ]);
    expect(CUE_HOLD_MS).toBe(15_000);
    expect(said).toEqual([[CUE_HOLD_MS + 1, 'above']]);
  });

  it('keeps quiet for a heart rate hovering across the top of the band', () => {
    const readings: [number, number][] = [];
    for (let s = 0; s < 120; s += 5) readings.push([s * 1000, s % 10 === 0 ? 121 : 120]);
    expect(run(readings).said).toEqual([]);
  });

  it('repeats stop every 60 s while it holds, each an alarm with its repeat count', () => {
    const { said, alarms } = run([
      [0, 140],
      [59_999, 140],
      [60_000, 141],
    ]);
    expect(said.map(([ms]) => ms)).toEqual([0, 60_000]);
    expect(alarms[1]).toEqual({ rule: 'above-max', measured: 141, limit: 135, repeat: 1 });
  });

  it('leaves stop only 5 bpm under the maximum held for 10 s', () => {
    const near = run([
      [0, 140],
      [1_000, 131],
      [30_000, 131],
    ]);
    expect(near.said).toEqual([[0, 'stop']]);
    const clear = run([
      [0, 140],
      [1_000, 130],
      [10_999, 130],
      [11_000, 130],
    ]);
    expect(clear.said).toEqual([
      [0, 'stop'],
      [11_000, 'above'],
    ]);
  });

  it('repeats slow down every 2 minutes while above the band', () => {
    const { said } = run([
      [0, 125],
      [15_001, 125],
      [135_000, 125],
      [135_001, 125],
    ]);
    expect(said).toEqual([
      [15_001, 'above'],
      [135_001, 'above'],
    ]);
  });

  it('in warm-up and cool-down says slow down and stop but not below or in band', () => {
    const low = run(
      [
        [0, 80],
        [15_001, 80],
      ],
      false,
    );
    expect(low.said).toEqual([]);
    expect(low.state.said).toBe('below');
    const high = run(
      [
        [0, 125],
        [15_001, 125],
      ],
      false,
    );
    expect(high.said).toEqual([[15_001, 'above']]);
  });
});
