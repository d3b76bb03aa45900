import { describe, expect, it } from 'vitest';
import { adherenceShare, weeklyAdherence } from './weekly-adherence';

// Wednesday 18 November 2026, noon on the device's clock.
const now = new Date(2026, 10, 18, 12);
const at = (day: number, hour = 10) => new Date(2026, 10, day, hour).getTime();

describe('weeklyAdherence', () => {
  it('shows this week alone, empty, before any session', () => {
    expect(weeklyAdherence([], 3, now)).toEqual([
      { weekStart: '2026-11-16', done: 0, target: 3, share: 0 },
    ]);
  });

  it('counts sessions per Monday-first week, newest first, down to the first one', () => {
    const weeks = weeklyAdherence([at(16), at(17, 7), at(9), at(2), at(3), at(4)], 3, now);
    expect(weeks.map((w) => [w.weekStart, w.done])).toEqual([
      ['2026-11-16', 2],
      ['2026-11-09', 1],
      ['2026-11-02', 3],
    ]);
    expect(weeks.map((w) => w.share)).toEqual([2 / 3, 1 / 3, 1]);
  });

  it('puts Sunday night in the week that began on the Monday before', () => {
    expect(weeklyAdherence([at(15, 23)], 3, now)[1]).toMatchObject({
      weekStart: '2026-11-09',
      done: 1,
    });
  });

  it('keeps a week with no session between two with some, and stops at maxWeeks', () => {
    const weeks = weeklyAdherence([at(2), at(16)], 2, now);
    expect(weeks.map((w) => w.done)).toEqual([1, 0, 1]);
    expect(weeklyAdherence([new Date(2026, 0, 5).getTime()], 2, now, 4)).toHaveLength(4);
  });
});

describe('adherenceShare', () => {
  it('fills at most the whole bar, and without a target once one is done', () => {
    expect(adherenceShare(4, 3)).toBe(1);
    expect(adherenceShare(0, 0)).toBe(0);
    expect(adherenceShare(1, 0)).toBe(1);
  });
});
