import { describe, expect, it } from 'vitest';
import { deviceTimeZone } from '../../../../common/dates/time-zone';
import { NO_TREND_FIGURES } from '../../../../common/trends/trend.test-helpers';
import {
  groupByWeek,
  type PatientTrend,
  type TrendActivity,
} from '../../../../common/trends/weekly-trend';
import {
  hasMetric,
  latestWeek,
  metricValue,
  TREND_CHARTS,
  TREND_METRICS,
  trendChartData,
  weekMidpointS,
} from './trend-data';

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
    ...NO_TREND_FIGURES,
    ...overrides,
  };
}

function makeTrend(sessions: TrendActivity[]): PatientTrend {
  return { patientId: 'P1', sessions, weeks: groupByWeek(sessions, deviceTimeZone()) };
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
    const [xS, weekly, points] = trendChartData(makeTrend(sessions), ['hrAvg']);
    expect(xS).toEqual([...xS].sort((a, b) => a - b));
    expect(points!.filter((v) => v !== null)).toEqual([100, 110, 120]);
    expect(weekly!.filter((v) => v !== null)).toEqual([105, 120]);
    expect(xS).toContain(weekMidpointS('2025-03-03'));
    expect(xS).toContain(monday / 1000);
  });

  it('gives each metric of a chart its weekly column and its sessions column (BP)', () => {
    const sessions = [
      makeTrendActivity(monday, { systolicMmHg: 130, diastolicMmHg: 80, peakSystolicMmHg: 160 }),
      makeTrendActivity(monday + DAY, { systolicMmHg: 120, diastolicMmHg: 76 }),
      makeTrendActivity(monday + 7 * DAY),
    ];
    const [xS, ...columns] = trendChartData(makeTrend(sessions), [
      'systolicMmHg',
      'diastolicMmHg',
      'peakSystolicMmHg',
    ]);
    expect(columns).toHaveLength(6);
    for (const column of columns) expect(column).toHaveLength(xS.length);
    const present = columns.map((column) => column.filter((v) => v !== null));
    // Weekly systolic, its sessions; weekly diastolic, its sessions; weekly peak, its sessions.
    expect(present).toEqual([[125], [130, 120], [78], [80, 76], [160], [160]]);
    // A week with no BP keeps its place on the time axis, empty.
    expect(xS).toContain(weekMidpointS('2025-03-10'));
  });

  it('keeps time in target, workload and SpO₂ as recorded, each chart on one unit', () => {
    const sessions = [
      makeTrendActivity(monday, { timeInTargetPct: 62, avgPowerW: 55, lowestSpo2Pct: 91 }),
      makeTrendActivity(monday + DAY, { timeInTargetPct: 80, avgPowerW: 65, lowestSpo2Pct: 95 }),
    ];
    const trend = makeTrend(sessions);
    const present = (column: (number | null)[] | undefined) => column!.filter((v) => v !== null);
    expect(present(trendChartData(trend, ['timeInTargetPct'])[1])).toEqual([71]);
    expect(present(trendChartData(trend, ['avgPowerW'])[2])).toEqual([55, 65]);
    expect(present(trendChartData(trend, ['lowestSpo2Pct'])[1])).toEqual([93]);
    const ids = new Set(TREND_CHARTS.map((chart) => chart.id));
    expect(ids.size).toBe(TREND_CHARTS.length);
    expect(TREND_CHARTS.flatMap((chart) => chart.metrics).sort()).toEqual(
      [...TREND_METRICS].sort(),
    );
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
    expect(hasMetric(trend.sessions, ['hrRecovery1MinBpm'])).toBe(false);
    expect(hasMetric(trend.sessions, ['rpe'])).toBe(true);
    expect(hasMetric(trend.sessions, ['systolicMmHg', 'diastolicMmHg'])).toBe(false);
  });
});
