import { describe, expect, it } from 'vitest';
import type { Assessment } from '../schemas/assessment.js';
import { outcomeOf } from './outcomes.js';
import { attendanceWeeks } from './progress-summary.js';
import { estimatedMets, targetInForce } from './session-progress.js';

const walk = (assessmentId: string, date: string, distanceM: number) =>
  ({ kind: 'six-minute-walk', assessmentId, date, distanceM, createdAt: 0 }) as Assessment;
const distance = (a: Assessment) => (a.kind === 'six-minute-walk' ? a.distanceM : null);

describe('programme progress', () => {
  it('counts each session in its programme week, week 1 from the start date', () => {
    const weeks = attendanceWeeks(
      '2026-10-12',
      ['2026-10-12', '2026-10-18', '2026-10-19', '2026-11-02'],
      '2026-11-03',
      3,
    );
    expect(weeks.map((w) => [w.week, w.startDate, w.sessions])).toEqual([
      [1, '2026-10-12', 2],
      [2, '2026-10-19', 1],
      [3, '2026-10-26', 0],
      [4, '2026-11-02', 1],
    ]);
    // A programme that starts next week still has its first week.
    expect(attendanceWeeks('2026-12-01', [], '2026-11-25', 2)).toEqual([
      { week: 1, startDate: '2026-12-01', sessions: 0, prescribed: 2, home: 0 },
    ]);
  });

  it('counts the home sessions of each week among its sessions', () => {
    const days = ['2026-10-12', '2026-10-14', '2026-10-19', '2026-10-21'];
    const weeks = attendanceWeeks('2026-10-12', days, '2026-10-21', 3, [
      '2026-10-14',
      '2026-10-21',
    ]);
    expect(weeks.map((w) => [w.sessions, w.home])).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });

  it('takes the baseline on or before the start and compares the newest after it', () => {
    const tests = [
      walk('late', '2026-11-20', 480),
      walk('old', '2026-09-01', 300),
      walk('base', '2026-10-06', 412),
    ];
    expect(outcomeOf(tests, distance, '2026-10-12')).toEqual({
      baseline: { assessmentId: 'base', date: '2026-10-06', value: 412 },
      latest: { assessmentId: 'late', date: '2026-11-20', value: 480 },
      change: 68,
      changePct: 16.5,
    });
    // Only one: a baseline, no change yet; none: no outcome.
    expect(outcomeOf([walk('a', '2026-10-20', 400)], distance, '2026-10-12')).toMatchObject({
      latest: null,
      change: null,
    });
    expect(outcomeOf([], distance, '2026-10-12')).toBeNull();
  });

  it('estimates METs by the ACSM equations only from what was recorded', () => {
    // Walking 4.8 km/h = 80 m/min: (0.1 × 80 + 3.5) / 3.5.
    expect(estimatedMets('treadmill', 4.8, null, null)).toBe(3.3);
    // Running 9 km/h = 150 m/min: (0.2 × 150 + 3.5) / 3.5.
    expect(estimatedMets('walk', 9, null, null)).toBe(9.6);
    // Cycling 50 W at 80 kg: 1.8 × 306 / 80 / 3.5 + 2.
    expect(estimatedMets('cycle', null, 50, 80)).toBe(4);
    expect(estimatedMets('cycle', null, 50, null)).toBeNull();
    expect(estimatedMets('strength', 5, 100, 80)).toBeNull();
  });

  it('uses the prescription made before the session, never one made after', () => {
    const prescriptions = [
      { createdAt: 100, target: { lowBpm: 90, highBpm: 110 } },
      { createdAt: 300, target: { lowBpm: 98, highBpm: 115 } },
    ];
    const own = { lowBpm: 100, highBpm: 120 };
    expect(targetInForce({ startedAt: 200, target: own }, prescriptions)).toEqual({
      target: { lowBpm: 90, highBpm: 110 },
      source: 'prescription',
    });
    expect(targetInForce({ startedAt: 50, target: own }, prescriptions)).toEqual({
      target: own,
      source: 'session',
    });
    expect(targetInForce({ startedAt: 50, target: null }, prescriptions)).toBeNull();
  });
});
