/**
 * A patient's trend shaped for small uPlot charts: each session as a point and the weekly mean
 * as a line, on one time axis (uPlot wants seconds and one shared, sorted x column).
 */
import type {
  PatientTrend,
  TrendActivity,
  TrendWeek,
} from '../../../../common/trends/weekly-trend';

export const TREND_METRICS = ['hrAvg', 'durationMs', 'rpe', 'hrRecovery1MinBpm'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export type TrendChartData = [xS: number[], weekly: (number | null)[], sessions: (number | null)[]];

/** What the chart shows: durations in minutes (what a clinician prescribes), others as stored. */
export function metricValue(metric: TrendMetric, raw: number | null): number | null {
  if (raw === null) return null;
  return metric === 'durationMs' ? Math.round((raw / 60_000) * 10) / 10 : raw;
}

/** The middle of the clinician's week (Thursday noon, local), so a week sits among its sessions. */
export function weekMidpointS(weekStart: string): number {
  const [y, m, d] = weekStart.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 3, 12).getTime() / 1000;
}

export function trendChartData(trend: PatientTrend, metric: TrendMetric): TrendChartData {
  const rows = new Map<number, { weekly: number | null; session: number | null }>();
  const rowAt = (xS: number) => {
    let row = rows.get(xS);
    if (!row) {
      row = { weekly: null, session: null };
      rows.set(xS, row);
    }
    return row;
  };
  for (const week of trend.weeks) {
    rowAt(weekMidpointS(week.weekStart)).weekly = metricValue(metric, week[metric]);
  }
  for (const session of trend.sessions) {
    rowAt(session.startedAt / 1000).session = metricValue(metric, session[metric]);
  }
  const xS = [...rows.keys()].sort((a, b) => a - b);
  return [xS, xS.map((x) => rows.get(x)!.weekly), xS.map((x) => rows.get(x)!.session)];
}

/** Whether any session measured this (RPE and recovery are often missing). */
export function hasMetric(sessions: readonly TrendActivity[], metric: TrendMetric): boolean {
  return sessions.some((session) => session[metric] !== null);
}

/** The latest week that measured the metric, for the chart's headline number. */
export function latestWeek(weeks: readonly TrendWeek[], metric: TrendMetric): TrendWeek | null {
  for (let i = weeks.length - 1; i >= 0; i--) {
    if (weeks[i]![metric] !== null) return weeks[i]!;
  }
  return null;
}

/** Trends compare sessions: with fewer than two there is nothing to compare. */
export const MIN_TREND_ACTIVITIES = 2;
