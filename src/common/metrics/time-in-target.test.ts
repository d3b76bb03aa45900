import { describe, expect, it } from 'vitest';
import { timeInTargetMs, timeInTargetOf } from './time-in-target.js';

const target = { lowBpm: 100, highBpm: 120 };

describe('time in target', () => {
  it('counts each reading inside the band until the next reading, bounds included', () => {
    const samples = { t: [0, 1000, 2000, 3000], hr: [90, 100, 120, 121] };
    // 100 at 1 s and 120 at 2 s hold one second each; 121 is above.
    expect(timeInTargetMs(samples, [], 4000, target)).toBe(2000);
  });

  it('holds a reading at most 5 s: a silent sensor is not in target', () => {
    const samples = { t: [0, 60_000], hr: [110, 110] };
    expect(timeInTargetMs(samples, [], 62_000, target)).toBe(5000 + 2000);
  });

  it('leaves paused time out', () => {
    const samples = { t: [0, 1000, 2000, 3000], hr: [110, 110, 110, 110] };
    const events = [
      { t: 1000, kind: 'pause' as const },
      { t: 2000, kind: 'resume' as const },
    ];
    expect(timeInTargetMs(samples, events, 4000, target)).toBe(3000);
  });

  it('is zero without heart rate', () => {
    expect(timeInTargetMs({ t: [0, 1000] }, [], 2000, target)).toBe(0);
    expect(timeInTargetMs({ t: [0, 1000], hr: [null, null] }, [], 2000, target)).toBe(0);
  });

  it('gives a whole session its time in target and the share of its active time', () => {
    const session = {
      samples: { t: [0, 1000, 2000, 3000], hr: [110, 110, 130, 110] },
      events: [],
      summary: { durationMs: 4000, activeTimeMs: 4000 },
    } as unknown as Parameters<typeof timeInTargetOf>[0];
    // 110 at 0, 1 and 3 s hold 3 s of the 4 s; 130 is above.
    expect(timeInTargetOf(session, target)).toEqual({ ms: 3000, pct: 75 });
    const idle = { ...session, summary: { ...session.summary, activeTimeMs: 0 } };
    expect(timeInTargetOf(idle, target).pct).toBeNull();
  });
});
