import { describe, expect, it } from 'vitest';
import { NO_TREND_FIGURES } from './trend.test-helpers.js';
import { groupByWeek, type TrendActivity } from './weekly-trend.js';

function session(startedAt: number, overrides: Partial<TrendActivity> = {}): TrendActivity {
  return {
    activityId: String(startedAt),
    timestamp: startedAt,
    startedAt,
    type: 'walk',
    durationMs: 600_000,
    activeTimeMs: 600_000,
    hrAvg: 100,
    hrMax: 120,
    rpe: null,
    hrRecovery1MinBpm: null,
    ...NO_TREND_FIGURES,
    ...overrides,
  };
}

describe('trend weeks in a zone', () => {
  const weekStarts = (startedAt: number[], timeZone: string) =>
    groupByWeek(
      startedAt.map((at, i) => session(at, { activityId: `A${i}` })),
      timeZone,
    ).map((w) => w.weekStart);

  it('counts late Sunday evening in São Paulo (UTC−3) in that week, not the next', () => {
    const sundayNightLocal = Date.UTC(2026, 10, 23, 1, 0); // 22:00 Sunday in UTC−3
    expect(weekStarts([sundayNightLocal], 'America/Sao_Paulo')).toEqual(['2026-11-16']);
    expect(weekStarts([sundayNightLocal], 'UTC')).toEqual(['2026-11-23']);
  });

  it('America/New_York: weeks on both sides of the spring change keep their Sundays', () => {
    // 23:30 on Sunday 1 March (EST, UTC−5) and 23:30 on Sunday 8 March (EDT, UTC−4).
    const before = Date.UTC(2026, 2, 2, 4, 30);
    const after = Date.UTC(2026, 2, 9, 3, 30);
    expect(weekStarts([before, after], 'America/New_York')).toEqual(['2026-02-23', '2026-03-02']);
  });

  it('Europe/Lisbon: Monday 00:30 after the autumn change opens the new week', () => {
    const mondayEarly = Date.UTC(2026, 9, 26, 0, 30); // 00:30 WET; 01:30 in the summer's UTC+1
    const sundayLate = Date.UTC(2026, 9, 25, 22, 30); // 22:30 WET on Sunday 25 October
    expect(weekStarts([sundayLate, mondayEarly], 'Europe/Lisbon')).toEqual([
      '2026-10-19',
      '2026-10-26',
    ]);
  });

  it('answers for instants past what a Date holds (rows stored before the epoch limits)', () => {
    for (const atMs of [8.64e15, 9e15, -8.64e15, Number.MAX_SAFE_INTEGER]) {
      expect(() => weekStarts([atMs], 'Pacific/Kiritimati')).not.toThrow();
      expect(() => weekStarts([atMs], 'Pacific/Pago_Pago')).not.toThrow();
    }
  });
});

describe('groupByWeek', () => {
  it('averages each week, ignoring sessions that lack a value', () => {
    const weeks = groupByWeek([
      session(Date.UTC(2026, 10, 24), { hrAvg: 100, rpe: 12, durationMs: 600_000 }),
      session(Date.UTC(2026, 10, 17), { hrAvg: 110, rpe: null }),
      session(Date.UTC(2026, 10, 26), { hrAvg: 105, rpe: 14, durationMs: 900_000 }),
    ]);
    expect(weeks).toEqual([
      expect.objectContaining({ weekStart: '2026-11-16', activityCount: 1, hrAvg: 110, rpe: null }),
      expect.objectContaining({
        weekStart: '2026-11-23',
        activityCount: 2,
        hrAvg: 102.5,
        rpe: 13,
        durationMs: 750_000,
      }),
    ]);
  });

  it('averages time in target, workload, BP and SpO₂ over the sessions that have them', () => {
    const [week] = groupByWeek([
      session(Date.UTC(2026, 10, 24), { timeInTargetPct: 60, avgPowerW: 50, systolicMmHg: 130 }),
      session(Date.UTC(2026, 10, 25), { timeInTargetPct: 75, avgPowerW: null, lowestSpo2Pct: 91 }),
    ]);
    expect(week).toMatchObject({
      timeInTargetPct: 67.5,
      avgPowerW: 50,
      systolicMmHg: 130,
      lowestSpo2Pct: 91,
      avgSpeedKmh: null,
    });
  });

  it('gives no weeks for no sessions', () => {
    expect(groupByWeek([])).toEqual([]);
  });
});
