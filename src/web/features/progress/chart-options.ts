/**
 * uPlot options for the progress charts: one value per session or per week on a category axis
 * (bars or lines), or readings over time. Legends are drawn by the page (ProgressChartFrame), not
 * by uPlot, so they wrap on a phone.
 */
import uPlot from 'uplot';
import { dateTimeFormat } from '../../lib/locale-format';

export const COLORS = {
  primary: '#0b6f77',
  secondary: '#c92a2a',
  prescribed: '#e8590c',
  third: '#5f3dc4',
} as const;

const FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export interface SeriesSpec {
  label: string;
  color: string;
  kind: 'bars' | 'line' | 'dashed';
  /** The y scale: 'y' (left axis) unless named. */
  scale?: string;
}

type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

function seriesOf(spec: SeriesSpec): uPlot.Series {
  const base = { label: spec.label, stroke: spec.color, scale: spec.scale ?? 'y' };
  if (spec.kind === 'bars') {
    return {
      ...base,
      fill: `${spec.color}cc`,
      width: 0,
      paths: uPlot.paths.bars!({ size: [0.6, 48] }),
      points: { show: false },
    };
  }
  return {
    ...base,
    width: 2,
    spanGaps: spec.kind === 'line',
    dash: spec.kind === 'dashed' ? [6, 4] : undefined,
    points: { show: spec.kind === 'line', size: 6, fill: spec.color },
  };
}

/** Bars or lines over categories 1…n, named by `labelOf(i)` (a session or week number). */
export function categoryOptions(
  count: number,
  labelOf: (index: number) => string,
  series: SeriesSpec[],
  y: { min?: number; max?: number; integer?: boolean } = {},
): ChartOptions {
  return {
    scales: {
      x: { time: false, range: () => [0.5, count + 0.5] },
      y: {
        range: (_u, min, max) => [y.min ?? Math.min(0, min), y.max ?? Math.max(1, max * 1.1)],
      },
    },
    series: [{ label: '' }, ...series.map(seriesOf)],
    axes: [
      {
        font: FONT,
        size: 28,
        space: 28,
        incrs: [1, 2, 5, 10, 20, 50],
        values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? labelOf(s) : '')),
      },
      // Counts (sessions, alarms) step by whole numbers.
      { font: FONT, size: 40, space: 24, ...(y.integer ? { incrs: [1, 2, 5, 10, 20, 50] } : {}) },
    ],
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
  };
}

/** Readings over time: a left scale (mmHg) and a right one (%). */
export function timeOptions(
  locale: string,
  series: SeriesSpec[],
  right: { min: number; max: number },
): ChartOptions {
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short' });
  return {
    scales: {
      x: { time: true },
      y: { range: (_u, min, max) => [Math.max(0, min - 10), max + 10] },
      pct: { range: [right.min, right.max] },
    },
    series: [
      { label: '' },
      ...series.map((s) => ({ ...seriesOf(s), spanGaps: true, paths: undefined })),
    ],
    axes: [
      {
        font: FONT,
        size: 28,
        space: 56,
        values: (_u, splits) => splits.map((s) => day.format(s * 1000)),
      },
      { font: FONT, size: 40, space: 24, scale: 'y' },
      { font: FONT, size: 36, space: 24, scale: 'pct', side: 1, grid: { show: false } },
    ],
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
  };
}
