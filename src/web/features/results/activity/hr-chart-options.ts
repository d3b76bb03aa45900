/**
 * uPlot options for a session's HR chart. Behind the line: zone bands (each zone's bpm range
 * tinted) and pauses (grey spans); above it: a tick per clinician entry with a short label.
 * Labels take up to three rows so entries close in time stay readable on a phone.
 */
import uPlot from 'uplot';
import { formatDuration } from '../shared/format';
import { withAlpha, ZONE_COLORS } from '../shared/zone-colors';
import { labelRows, type TimeSpan, type ZoneBand } from './chart-data';

export interface ChartMark {
  tS: number;
  label: string;
  color: string;
}

export interface HrChartSpec {
  bands: ZoneBand[];
  pauses: TimeSpan[];
  marks: ChartMark[];
  yRange: [number, number];
  hrLabel: string;
  elapsedLabel: string;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const HR_COLOR = '#c92a2a';
const PAUSE_FILL = 'rgba(73, 80, 87, 0.18)';
const LABEL_ROW_PX = 14;
const LABEL_ROWS = 3;

function drawBands(u: uPlot, bands: ZoneBand[], pauses: TimeSpan[]): void {
  const { ctx, bbox } = u;
  const px = uPlot.pxRatio;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.font = `${10 * px}px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  for (const band of bands) {
    const top = band.highBpm === null ? bbox.top : u.valToPos(band.highBpm, 'y', true);
    const bottom = u.valToPos(band.lowBpm, 'y', true);
    if (bottom <= bbox.top || top >= bbox.top + bbox.height) continue;
    const color = ZONE_COLORS[band.zone]!;
    ctx.fillStyle = withAlpha(color, 0.12);
    ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
    const labelTop = Math.max(top, bbox.top) + 2 * px;
    if (bottom - labelTop > 11 * px) {
      ctx.fillStyle = color;
      ctx.fillText(`Z${band.zone + 1}`, bbox.left + bbox.width - 4 * px, labelTop);
    }
  }
  ctx.fillStyle = PAUSE_FILL;
  for (const pause of pauses) {
    const left = u.valToPos(pause.fromS, 'x', true);
    const right = u.valToPos(pause.toS, 'x', true);
    ctx.fillRect(left, bbox.top, Math.max(right - left, px), bbox.height);
  }
  ctx.restore();
}

function drawMarks(u: uPlot, marks: ChartMark[]): void {
  const { ctx, bbox } = u;
  const px = uPlot.pxRatio;
  ctx.save();
  ctx.font = `600 ${10 * px}px ${FONT}`;
  // uPlot leaves its own alignment (centred axis labels) on the shared context.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  const plotRight = bbox.left + bbox.width;
  const boxes = marks.map((mark) => {
    const x = Math.round(u.valToPos(mark.tS, 'x', true));
    const width = ctx.measureText(mark.label).width + 6 * px;
    // A label near the right edge is drawn leftwards so it stays inside the plot.
    const left = Math.min(x + 2 * px, plotRight - width);
    return { x, left, right: left + width + 2 * px };
  });
  const rows = labelRows(boxes, LABEL_ROWS);
  marks.forEach((mark, index) => {
    const { x, left, right } = boxes[index]!;
    const labelTop = bbox.top + (2 + rows[index]! * LABEL_ROW_PX) * px;
    ctx.strokeStyle = mark.color;
    ctx.lineWidth = px;
    ctx.setLineDash([3 * px, 3 * px]);
    ctx.beginPath();
    ctx.moveTo(x, labelTop);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillRect(left, labelTop, right - left - 2 * px, 12 * px);
    ctx.fillStyle = mark.color;
    ctx.fillText(mark.label, left + 3 * px, labelTop + px);
  });
  ctx.restore();
}

export function hrChartOptions(spec: HrChartSpec): Omit<uPlot.Options, 'width' | 'height'> {
  const axisFont = `11px ${FONT}`;
  const elapsed = (_u: uPlot, splits: number[]) => splits.map((s) => formatDuration(s * 1000));
  return {
    scales: { x: { time: false }, y: { range: () => spec.yRange } },
    series: [
      { label: spec.elapsedLabel, value: (_u, v) => (v === null ? '' : formatDuration(v * 1000)) },
      {
        label: spec.hrLabel,
        stroke: HR_COLOR,
        width: 1.5,
        spanGaps: false,
        points: { show: false },
        value: (_u, v) => (v === null ? '—' : String(Math.round(v))),
      },
    ],
    axes: [
      { font: axisFont, values: elapsed, space: 60, size: 30 },
      { font: axisFont, size: 36, space: 24 },
    ],
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    hooks: {
      drawClear: [(u) => drawBands(u, spec.bands, spec.pauses)],
      draw: [(u) => drawMarks(u, spec.marks)],
    },
  };
}
