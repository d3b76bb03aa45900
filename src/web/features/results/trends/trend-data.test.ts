import { describe, expect, it } from 'vitest';
import {
  groupByWeek,
  type PatientTrend,
  type TrendActivity,
} from '../../../../common/trends/weekly-trend';
import { hasMetric, latestWeek, metricValue, trendChartData, weekMidpointS } from './trend-data';

function makeTrendActivity(
  startedAt: number,
  overrides: Partial<TrendActivity> = {},
): TrendActivity {
  return {
    activityId: `a-${startedAt}`,
    timestamp: startedAt + 1_800_000,
    startedAt,
    type: 'walk',
    durationMs: 1_800_000,
    activeTimeMs: 1_800_000,
    hrAvg: 110,
    hrMax: 140,
    rpe: 12,
    hrRecovery1MinBpm: null,
    ...overrides,
  };
}

function makeTrend(sessions: TrendActivity[]): PatientTrend {
  const utcOffsetMin = -new Date(sessions[0]?.startedAt ?? 0).getTimezoneOffset();
  return { patientId: 'P1', sessions, weeks: groupByWeek(sessions, utcOffsetMin) };
}

const monday = new Date(2025, 2, 3, 9).getTime();
const DAY = 86_400_000;

describe('trend chart data', () => {
  it('puts each session and each weekly mean on one sorted time axis', () => {
    const sessions = [
      makeTrendActivity(monday, { hrAvg: 100 }),
      makeTrendActivity(monday + 2 * DAY, { hrAvg: 110 }),
      makeTrendActivity(monday + 7 * DAY, { hrAvg: 120 }),
    ];
    const [xS, weekly, points] = trendChartData(makeTrend(sessions), 'hrAvg');
    expect(xS).toEqual([...xS].sort((a, b) => a - b));
    expect(points.filter((v) => v !== null)).toEqual([100, 110, 120]);
    expect(weekly.filter((v) => v !== null)).toEqual([105, 120]);
    expect(xS).toContain(weekMidpointS('2025-03-03'));
    expect(xS).toContain(monday / 1000);
  });

  it('shows durations in minutes', () => {
    expect(metricValue('durationMs', 1_830_000)).toBe(30.5);
    expect(metricValue('hrAvg', 118.4)).toBe(118.4);
    expect(metricValue('rpe', null)).toBeNull();
  });

  it('places a week at its Thursday noon, among its sessions', () => {
    expect(weekMidpointS('2025-03-03')).toBe(new Date(2025, 2, 6, 12).getTime() / 1000);
  });
});

describe('trend headlines', () => {
  it('name the latest week that measured the metric', () => {
    const trend = makeTrend([
      makeTrendActivity(monday, { rpe: 14 }),
      makeTrendActivity(monday + 7 * DAY, { rpe: null }),
    ]);
    expect(latestWeek(trend.weeks, 'rpe')?.rpe).toBe(14);
    expect(latestWeek(trend.weeks, 'hrRecovery1MinBpm')).toBeNull();
    expect(hasMetric(trend.sessions, 'hrRecovery1MinBpm')).toBe(false);
    expect(hasMetric(trend.sessions, 'rpe')).toBe(true);
  });
});
