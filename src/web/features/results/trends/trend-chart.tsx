/** One chart of a patient's trend: each session as a dot, the weekly mean as a line, per metric. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientTrend } from '../../../../common/trends/weekly-trend';
import { UplotChart } from '../../../components/uplot-chart';
import { RESULTS_NS } from '../results-i18n';
import { dateTimeFormat, formatNumber } from '../shared/format';
import { colorsOf, trendOptions } from './trend-chart-options';
import {
  hasMetric,
  latestWeek,
  metricValue,
  type TrendChartSpec,
  trendChartData,
} from './trend-data';

export function TrendChart({ trend, chart }: { trend: PatientTrend; chart: TrendChartSpec }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const { metrics } = chart;
  const data = useMemo(() => trendChartData(trend, metrics), [trend, metrics]);
  const several = metrics.length > 1;
  const options = useMemo(
    () =>
      trendOptions(chart, locale, (i, weekly) => {
        const kind = t(weekly ? 'trends.weekly' : 'trends.perSession');
        return several ? `${t(`trends.metrics.${metrics[i]}`)} · ${kind}` : kind;
      }),
    [chart, locale, t, several, metrics],
  );
  const title = t(`trends.metrics.${chart.id}`);
  const unit = chart.unit ? ` ${t(`units.${chart.unit}`)}` : '';
  const week = latestWeek(trend.weeks, metrics[0]!);
  const measured = hasMetric(trend.sessions, metrics);
  const values = week
    ? metrics.map((metric) => formatNumber(metricValue(metric, week[metric]), locale, 1))
    : [];

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
              value: `${values.join(' · ')}${unit}`,
            })}
          </Text>
        )}
        {measured && several && <MetricKey chart={chart} />}
        {measured ? (
          <UplotChart
            options={options}
            data={data}
            height={160}
            label={t('trends.chartLabel', { metric: title, count: trend.sessions.length })}
          />
        ) : (
          <Text size="sm" c="gray.7">
            {t(`trends.empty.${chart.id}`, { defaultValue: t('trends.notMeasured') })}
          </Text>
        )}
        {chart.note && (
          <Text size="xs" c="gray.7">
            {t(`trends.${chart.note}`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Which colour is which metric, in the headline's order. */
function MetricKey({ chart }: { chart: TrendChartSpec }) {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <Group gap="sm" aria-hidden="true">
      {chart.metrics.map((metric, i) => (
        <Group key={metric} gap={4} wrap="nowrap">
          <span style={{ width: 12, height: 3, background: colorsOf(chart, i).weekly }} />
          <Text size="xs">{t(`trends.metrics.${metric}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
