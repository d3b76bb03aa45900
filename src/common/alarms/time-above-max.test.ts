import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { timeAboveSafetyMaxMs } from './time-above-max.js';

const aboveMax = (t: number, limit: number, repeat?: number): ActivityEvent => ({
  t,
  kind: 'alarm',
  value: { rule: 'above-max', measured: limit + 1, limit, ...(repeat ? { repeat } : {}) },
});

function session(hr: number[], events: ActivityEvent[], safetyMaxBpm?: number | null) {
  const t = hr.map((_, i) => i * 1000);
  return {
    samples: { t, hr },
    events,
    summary: { durationMs: hr.length * 1000 },
    ...(safetyMaxBpm === undefined ? {} : { safetyMaxBpm }),
  } as unknown as Parameters<typeof timeAboveSafetyMaxMs>[0];
}

describe('time above the safety maximum', () => {
  it('counts the readings above the limit its alarm carried, one second each here', () => {
    // 150 is the limit: 150 is not above it; 151, 155 and 152 are: 3 s.
    const hr = [140, 150, 151, 155, 149, 152, 148];
    expect(timeAboveSafetyMaxMs(session(hr, [aboveMax(2000, 150)]))).toBe(3000);
  });

  it('takes a limit changed mid-session from its time on', () => {
    // 150 up to 3 s (160 at 2 s is above), then 165 (160 and 162 are not; 170 is): 2 s.
    const hr = [140, 145, 160, 170, 160, 162];
    const events = [aboveMax(2000, 150), aboveMax(3000, 165)];
    expect(timeAboveSafetyMaxMs(session(hr, events))).toBe(2000);
  });

  it('is zero when the safety maximum never went off and the session kept none', () => {
    expect(timeAboveSafetyMaxMs(session([180, 190], []))).toBe(0);
    expect(timeAboveSafetyMaxMs(session([180, 190], [], null))).toBe(0);
  });

  it('without an above-max alarm, counts against the safety maximum the session kept', () => {
    // Kept 140 (the ICD's 150 − 10): 141 and 145 are above it, 140 is not: 2 s.
    expect(timeAboveSafetyMaxMs(session([138, 141, 140, 145], [], 140))).toBe(2000);
    expect(timeAboveSafetyMaxMs(session([120, 130], [], 140))).toBe(0);
  });

  it("an alarm's limit wins over the kept one: it says which limit was in force when", () => {
    // The alarm at 1 s carried 130, whatever was kept: 135 and 132 are above it.
    const hr = [125, 135, 132, 128];
    expect(timeAboveSafetyMaxMs(session(hr, [aboveMax(1000, 130)], 140))).toBe(2000);
  });
});
