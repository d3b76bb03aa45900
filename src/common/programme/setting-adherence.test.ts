import { describe, expect, it } from 'vitest';
import { settingTotals } from './setting-adherence.js';

const week = (sessions: number, home: number, prescribed = 3) => ({
  week: 1,
  startDate: '2026-11-02',
  sessions,
  home,
  prescribed,
});

describe('home and clinic sessions apart', () => {
  it('counts each setting and its share of the prescribed sessions, adding up to attendance', () => {
    // 3 a week for 2 weeks: 2 clinic + 1 home, then 1 clinic + 1 home → 5 of 6.
    const totals = settingTotals([week(3, 1), week(2, 1)]);
    expect(totals).toEqual({
      clinic: { sessions: 3, adherencePct: 50 },
      home: { sessions: 2, adherencePct: 33 },
    });
  });

  it('counts a week past the frequency up to it, clinic sessions first', () => {
    // 2 clinic + 3 home in a week of 3: clinic 2 of 3, home fills the last one.
    expect(settingTotals([week(5, 3)])).toEqual({
      clinic: { sessions: 2, adherencePct: 67 },
      home: { sessions: 3, adherencePct: 33 },
    });
    // All at home: home alone meets the frequency.
    expect(settingTotals([week(4, 4)]).home).toEqual({ sessions: 4, adherencePct: 100 });
  });

  it('reads a week frozen before home sessions as all clinic, and no weeks as no adherence', () => {
    const frozen = { week: 1, startDate: '2026-11-02', sessions: 2, prescribed: 2 };
    expect(settingTotals([frozen])).toEqual({
      clinic: { sessions: 2, adherencePct: 100 },
      home: { sessions: 0, adherencePct: 0 },
    });
    expect(settingTotals([])).toEqual({
      clinic: { sessions: 0, adherencePct: null },
      home: { sessions: 0, adherencePct: null },
    });
  });
});
