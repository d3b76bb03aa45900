/**
 * uPlot options for a session's HR chart. Behind the line: zone bands (each zone's bpm range
 * tinted) and pauses (grey spans); the line takes each zone's colour inside its band, as in the
 * legend; above it: a tick per clinician entry with a short label. Labels take up to three rows
 * so entries close in time stay readable on a phone.
 */
import uPlot from 'uplot';
import { withAlpha, ZONE_BAND_ALPHA, ZONE_COLORS } from '../../../lib/zone-colors';
import { formatDuration } from '../shared/format';
import { isolatedReadings, labelRows, type TimeSpan, type ZoneBand } from './chart-data';

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
/** The line without zones (no HR max): a dark grey that is none of the zone colours. */
const HR_COLOR = '#343a40';
const LINE_WIDTH = 1.5;
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
    ctx.fillStyle = withAlpha(color, ZONE_BAND_ALPHA);
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

/**
 * The line's colour: a vertical gradient with a hard step at each zone bound, so every part of
 * the line has the colour of the band it runs through. uPlot asks for it at each redraw, after
 * the plot is laid out; before that (and without zones) the line is one colour.
 */
function zoneStroke(bands: ZoneBand[]) {
  return (u: uPlot): CanvasGradient | string => {
    const { bbox } = u;
    if (bands.length === 0 || !(bbox.height > 0)) return HR_COLOR;
    const bottom = bbox.top + bbox.height;
    const offset = (bpm: number) => {
      const fraction = (bottom - u.valToPos(bpm, 'y', true)) / bbox.height;
      return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
    };
    const gradient = u.ctx.createLinearGradient(0, bottom, 0, bbox.top);
    for (const band of bands) {
      const color = ZONE_COLORS[band.zone]!;
      gradient.addColorStop(offset(band.lowBpm), color);
      gradient.addColorStop(band.highBpm === null ? 1 : offset(band.highBpm), color);
    }
    return gradient;
  };
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
  const stroke = zoneStroke(spec.bands);
  return {
    scales: { x: { time: false }, y: { range: () => spec.yRange } },
    series: [
      { label: spec.elapsedLabel, value: (_u, v) => (v === null ? '' : formatDuration(v * 1000)) },
      {
        label: spec.hrLabel,
        stroke,
        width: LINE_WIDTH,
        // The data holds an explicit null only where the strap was not reading (hrChartData).
        spanGaps: false,
        // uPlot draws through a null and clips the gap out between the readings on either side;
        // half a stroke wider, so a steep line into the gap leaves no stub beside it.
        gaps: (_u, _seriesIdx, _idx0, _idx1, nullGaps) => {
          const halfStroke = (LINE_WIDTH * uPlot.pxRatio) / 2;
          return nullGaps.map(([from, to]) => [from - halfStroke, to + halfStroke]);
        },
        // A reading alone between two breaks makes no line: it is drawn as a dot instead.
        points: {
          show: false,
          fill: stroke,
          filter: (u, seriesIdx) => {
            const isolated = isolatedReadings(u.data[seriesIdx]!);
            return isolated.length > 0 ? isolated : null;
          },
        },
        value: (_u, v) => (v === null ? '—' : String(Math.round(v))),
      },
    ],
    axes: [
      { font: axisFont, values: elapsed, space: 60, size: 30 },
      { font: axisFont, size: 36, space: 24 },
    ],
    // The legend's swatch is CSS, which cannot take the line's canvas gradient.
    legend: { show: true, live: true, markers: { stroke: HR_COLOR } },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    hooks: {
      drawClear: [(u) => drawBands(u, spec.bands, spec.pauses)],
      draw: [(u) => drawMarks(u, spec.marks)],
    },
  };
}
