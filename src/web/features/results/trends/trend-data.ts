/**
 * A patient's trend shaped for small uPlot charts: each session as a point and the weekly mean
 * as a line, on one time axis (uPlot wants seconds and one shared, sorted x column). A chart
 * shows one metric, or several of one unit (systolic and diastolic BP).
 */
import { onDeviceClock } from '../../../../common/dates/calendar-date';
import {
  type PatientTrend,
  TREND_FIGURE_KEYS,
  type TrendActivity,
  type TrendWeek,
} from '../../../../common/trends/weekly-trend';

export const TREND_METRICS = [
  'hrAvg',
  'durationMs',
  'rpe',
  'hrRecovery1MinBpm',
  ...TREND_FIGURE_KEYS,
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export interface TrendChartSpec {
  id: string;
  metrics: readonly TrendMetric[];
  /** The unit key in `units.*`; none for Borg. */
  unit: string;
  /** A fixed value axis (a share in %), so charts compare at a glance; else fitted to the data. */
  range?: readonly [number, number];
  /** A `trends.*` key said under the chart. */
  note?: string;
}

/** The charts in order: heart rate and volume first, then dose (target, workload), then safety. */
export const TREND_CHARTS: readonly TrendChartSpec[] = [
  { id: 'hrAvg', metrics: ['hrAvg'], unit: 'bpm' },
  { id: 'durationMs', metrics: ['durationMs'], unit: 'min' },
  { id: 'timeInTargetPct', metrics: ['timeInTargetPct'], unit: 'pct', range: [0, 100] },
  { id: 'rpe', metrics: ['rpe'], unit: '' },
  { id: 'avgPowerW', metrics: ['avgPowerW'], unit: 'w' },
  { id: 'avgSpeedKmh', metrics: ['avgSpeedKmh'], unit: 'kmh', note: 'workloadNote' },
  { id: 'estimatedMets', metrics: ['estimatedMets'], unit: 'mets' },
  { id: 'bp', metrics: ['systolicMmHg', 'diastolicMmHg', 'peakSystolicMmHg'], unit: 'mmHg' },
  { id: 'lowestSpo2Pct', metrics: ['lowestSpo2Pct'], unit: 'pct' },
  { id: 'hrRecovery1MinBpm', metrics: ['hrRecovery1MinBpm'], unit: 'bpm' },
];

/** x in seconds, then for each metric its weekly means and its sessions' values. */
export type TrendChartData = [xS: number[], ...columns: (number | null)[][]];

/** What the chart shows: durations in minutes (what a clinician prescribes), others as stored. */
export function metricValue(metric: TrendMetric, raw: number | null): number | null {
  if (raw === null) return null;
  return metric === 'durationMs' ? Math.round((raw / 60_000) * 10) / 10 : raw;
}

/** The middle of the clinician's week (Thursday noon, local), so a week sits among its sessions. */
export function weekMidpointS(weekStart: string): number {
  return onDeviceClock(weekStart, 12, 3) / 1000;
}

export function trendChartData(
  trend: PatientTrend,
  metrics: readonly TrendMetric[],
): TrendChartData {
  // Per x: the weekly mean (column 2i) and the session's value (2i + 1) of metric i.
  const rows = new Map<number, (number | null)[]>();
  const rowAt = (xS: number) => {
    let row = rows.get(xS);
    if (!row) {
      row = metrics.flatMap(() => [null, null]);
      rows.set(xS, row);
    }
    return row;
  };
  for (const week of trend.weeks) {
    const row = rowAt(weekMidpointS(week.weekStart));
    metrics.forEach((metric, i) => {
      row[2 * i] = metricValue(metric, week[metric]);
    });
  }
  for (const session of trend.sessions) {
    const row = rowAt(session.startedAt / 1000);
    metrics.forEach((metric, i) => {
      row[2 * i + 1] = metricValue(metric, session[metric]);
    });
  }
  const xS = [...rows.keys()].sort((a, b) => a - b);
  const columns = metrics.flatMap((_, i) =>
    [2 * i, 2 * i + 1].map((column) => xS.map((x) => rows.get(x)![column]!)),
  );
  return [xS, ...columns];
}

/** Whether any session measured one of these (RPE, recovery, BP, workload are often missing). */
export function hasMetric(
  sessions: readonly TrendActivity[],
  metrics: readonly TrendMetric[],
): boolean {
  return sessions.some((session) => metrics.some((metric) => session[metric] !== null));
}

/** The latest week that measured the chart's first metric, for its headline number. */
export function latestWeek(weeks: readonly TrendWeek[], metric: TrendMetric): TrendWeek | null {
  for (let i = weeks.length - 1; i >= 0; i--) {
    if (weeks[i]![metric] !== null) return weeks[i]!;
  }
  return null;
}

/** Trends compare sessions: with fewer than two there is nothing to compare. */
export const MIN_TREND_ACTIVITIES = 2;
