/**
 * uPlot options of a trend chart: dates on x in the reader's locale, each metric's weekly mean
 * as a line and its sessions as hollow dots. One metric in the app's teal and grey; several (BP)
 * each in its own colour, the same in both languages.
 */
import type uPlot from 'uplot';
import { dateTimeFormat } from '../shared/format';
import type { TrendChartSpec } from './trend-data';

export const WEEKLY_COLOR = '#0b6f77';
export const ACTIVITY_COLOR = '#868e96';
/** Systolic, diastolic, peak systolic: dark enough for 3:1 against white (WCAG 1.4.11). */
export const METRIC_COLORS = ['#c92a2a', '#1864ab', '#d9480f'] as const;

const DAY_S = 86_400;
const FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function padTimeRange(min: number, max: number): [number, number] {
  const pad = Math.max(DAY_S, (max - min) * 0.04);
  return [min - pad, max + pad];
}

function padRange(min: number, max: number): [number, number] {
  const pad = Math.max((max - min) * 0.1, Math.abs(max) * 0.05, 1);
  return [Math.max(0, min - pad), max + pad];
}

export function colorsOf(
  chart: TrendChartSpec,
  index: number,
): { weekly: string; session: string } {
  if (chart.metrics.length === 1) return { weekly: WEEKLY_COLOR, session: ACTIVITY_COLOR };
  const color = METRIC_COLORS[index % METRIC_COLORS.length]!;
  return { weekly: color, session: color };
}

export function trendOptions(
  chart: TrendChartSpec,
  locale: string,
  labelOf: (metricIndex: number, weekly: boolean) => string,
): Omit<uPlot.Options, 'width' | 'height'> {
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const fixed = chart.range;
  const series: uPlot.Series[] = chart.metrics.flatMap((_, i) => {
    const { weekly, session } = colorsOf(chart, i);
    return [
      {
        label: labelOf(i, true),
        stroke: weekly,
        width: 2,
        spanGaps: true,
        points: { show: true, size: 6, fill: weekly },
      },
      {
        label: labelOf(i, false),
        stroke: session,
        paths: () => null,
        points: { show: true, size: 5, fill: '#fff', width: 1.5 },
      },
    ];
  });
  return {
    scales: {
      // Room around the data so the first and last points are not cut in half by the edges.
      x: { time: true, range: (_u, min, max) => padTimeRange(min, max) },
      y: { range: (_u, min, max) => (fixed ? [fixed[0], fixed[1]] : padRange(min, max)) },
    },
    series: [{ value: (_u, v) => (v === null ? '' : day.format(v * 1000)) }, ...series],
    axes: [
      {
        font: FONT,
        size: 28,
        space: 56,
        values: (_u, splits) => splits.map((s) => day.format(s * 1000)),
      },
      // Wide enough for "120,5" or "20.5" whole.
      { font: FONT, size: 44, space: 24 },
    ],
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
  };
}
