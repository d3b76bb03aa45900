import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { ActiveOverlap, activeIntervals, activeRowIntervals } from './active-time.js';

const pause = (t: number): ActivityEvent => ({ t, kind: 'pause' });
const resume = (t: number): ActivityEvent => ({ t, kind: 'resume' });

describe('activeIntervals', () => {
  it('is the whole session without pauses', () => {
    expect(activeIntervals([], 60_000)).toEqual({ starts: [0], ends: [60_000], totalMs: 60_000 });
  });

  it('removes a pause…resume pair', () => {
    const active = activeIntervals([pause(10_000), resume(25_000)], 60_000);
    expect(active).toEqual({ starts: [0, 25_000], ends: [10_000, 60_000], totalMs: 45_000 });
  });

  it('lets a pause without resume run to the end', () => {
    expect(activeIntervals([pause(50_000)], 60_000).totalMs).toBe(50_000);
  });

  it('ignores a second pause while paused and a resume while running', () => {
    const events = [resume(5_000), pause(10_000), pause(15_000), resume(20_000), resume(30_000)];
    expect(activeIntervals(events, 60_000).totalMs).toBe(50_000);
  });

  it('pairs events by time, not by the order they arrive in', () => {
    const events = [resume(20_000), { t: 12_000, kind: 'marker' } as const, pause(10_000)];
    expect(activeIntervals(events, 60_000).totalMs).toBe(50_000);
  });

  it('clamps events after the end into the session', () => {
    expect(activeIntervals([pause(90_000)], 60_000).totalMs).toBe(60_000);
    expect(activeIntervals([pause(40_000), resume(90_000)], 60_000).totalMs).toBe(40_000);
  });

  it('is empty for a session paused from the start', () => {
    expect(activeIntervals([pause(0)], 60_000)).toEqual({ starts: [], ends: [], totalMs: 0 });
  });

  it('never exceeds the duration, and equals the sum of its intervals', () => {
    const event = fc.record({
      t: fc.integer({ min: 0, max: 200_000 }),
      kind: fc.constantFrom('pause' as const, 'resume' as const),
    });
    fc.assert(
      fc.property(fc.array(event), fc.integer({ min: 0, max: 150_000 }), (events, duration) => {
        const active = activeIntervals(events, duration);
        let sum = 0;
        for (let i = 0; i < active.starts.length; i++) sum += active.ends[i]! - active.starts[i]!;
        expect(active.totalMs).toBe(sum);
        expect(active.totalMs).toBeLessThanOrEqual(duration);
      }),
    );
  });
});

describe('activeRowIntervals', () => {
  it('gives each row its active interval, −1 while paused, pause and resume instants active', () => {
    const active = activeIntervals([pause(10_000), resume(20_000)], 30_000);
    const rows = activeRowIntervals([0, 10_000, 15_000, 20_000, 30_000, 30_001], active);
    expect([...rows]).toEqual([0, 0, -1, 1, 1, -1]);
  });
});

describe('ActiveOverlap', () => {
  it('measures the active part of spans asked in time order', () => {
    const overlap = new ActiveOverlap(activeIntervals([pause(10_000), resume(20_000)], 30_000));
    expect(overlap.ms(0, 5_000)).toBe(5_000);
    expect(overlap.ms(8_000, 22_000)).toBe(4_000);
    expect(overlap.ms(12_000, 18_000)).toBe(0);
    expect(overlap.ms(25_000, 40_000)).toBe(5_000);
    expect(overlap.ms(26_000, 26_000)).toBe(0);
    expect(overlap.ms(27_000, 26_000)).toBe(0);
  });
});
