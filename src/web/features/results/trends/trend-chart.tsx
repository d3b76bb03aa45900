/** One metric of a patient's trend: each session as a dot, the weekly mean as a line. */
import { Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import type { PatientTrend } from '../../../../common/trends/weekly-trend';
import { RESULTS_NS } from '../results-i18n';
import { dateTimeFormat, formatNumber } from '../shared/format';
import { UplotChart } from '../shared/uplot-chart';
import { hasMetric, latestWeek, metricValue, type TrendMetric, trendChartData } from './trend-data';

export const WEEKLY_COLOR = '#0b6f77';
export const ACTIVITY_COLOR = '#868e96';

const UNIT_KEYS: Record<TrendMetric, string> = {
  hrAvg: 'bpm',
  durationMs: 'min',
  rpe: '',
  hrRecovery1MinBpm: 'bpm',
};

const DAY_S = 86_400;

function padTimeRange(min: number, max: number): [number, number] {
  const pad = Math.max(DAY_S, (max - min) * 0.04);
  return [min - pad, max + pad];
}

function padRange(min: number, max: number): [number, number] {
  const pad = Math.max((max - min) * 0.1, Math.abs(max) * 0.05, 1);
  return [Math.max(0, min - pad), max + pad];
}

const FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function trendOptions(locale: string, weeklyLabel: string, activityLabel: string) {
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    scales: {
      // Room around the data so the first and last points are not cut in half by the edges.
      x: { time: true, range: (_u, min, max) => padTimeRange(min, max) },
      y: { range: (_u, min, max) => padRange(min, max) },
    },
    series: [
      { value: (_u, v) => (v === null ? '' : day.format(v * 1000)) },
      {
        label: weeklyLabel,
        stroke: WEEKLY_COLOR,
        width: 2,
        spanGaps: true,
        points: { show: true, size: 6, fill: WEEKLY_COLOR },
      },
      {
        label: activityLabel,
        stroke: ACTIVITY_COLOR,
        paths: () => null,
        points: { show: true, size: 5, fill: '#fff', width: 1.5 },
      },
    ],
    axes: [
      {
        font: FONT,
        size: 28,
        space: 56,
        values: (_u, splits) => splits.map((s) => day.format(s * 1000)),
      },
      { font: FONT, size: 36, space: 24 },
    ],
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
  };
  return options;
}

export function TrendChart({ trend, metric }: { trend: PatientTrend; metric: TrendMetric }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const data = useMemo(() => trendChartData(trend, metric), [trend, metric]);
  const options = useMemo(
    () => trendOptions(locale, t('trends.weekly'), t('trends.perSession')),
    [locale, t],
  );
  const title = t(`trends.metrics.${metric}`);
  const unit = UNIT_KEYS[metric] ? ` ${t(`units.${UNIT_KEYS[metric]}`)}` : '';
  const week = latestWeek(trend.weeks, metric);
  const measured = hasMetric(trend.sessions, metric);

  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap={4}>
        <Text fw={650}>{title}</Text>
        {week && (
          <Text size="sm" c="gray.7">
            {t('trends.latestWeek', {
              date: dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(
                new Date(`${week.weekStart}T12:00:00`),
              ),
              value: `${formatNumber(metricValue(metric, week[metric]), locale, 1)}${unit}`,
            })}
          </Text>
        )}
        {measured ? (
          <UplotChart
            options={options}
            data={data}
            height={160}
            label={t('trends.chartLabel', { metric: title, count: trend.sessions.length })}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t('trends.notMeasured')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
