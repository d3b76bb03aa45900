/**
 * The live heart-rate chart (last 5 minutes). One uPlot instance for the whole recording, fed
 * with `setData` at most once per animation frame, whatever the sensor's rate: re-creating the
 * chart or re-rendering React per reading is what drops frames.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { HrTarget } from '../../../common/metrics/zones';
import { formatDuration } from './format-time';
import { heartRateRange, liveChartWindow } from './live-chart-data';
import type { Recorder } from './recorder';

const HEIGHT_PX = 200;
const LINE_COLOR = '#0b6f77'; // the theme's primary (ritmo.7)
const BAND_COLOR = 'rgba(46, 125, 50, 0.14)';

interface LiveHrChartProps {
  recorder: Pick<Recorder, 'getState' | 'subscribe' | 'now'>;
  target: HrTarget | null;
  label: string;
}

export function LiveHrChart({ recorder, target, label }: LiveHrChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let range = { minS: 0, maxS: 300 };
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT_PX,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: () => [range.minS, range.maxS] },
        y: { range: (_u, min, max) => heartRateRange([min, max], target) },
      },
      axes: [
        { values: (_u, ticks) => ticks.map((s) => formatDuration(s * 1000)), size: 32 },
        { size: 40 },
      ],
      series: [{}, { stroke: LINE_COLOR, width: 2, spanGaps: false, points: { show: false } }],
      hooks: { drawClear: [(u) => drawTargetBand(u, target)] },
    };
    const plot = new uPlot(options, [[], []], element);

    let frame = 0;
    const draw = () => {
      frame = 0;
      const recording = recorder.getState().recording;
      if (!recording) return;
      const window = liveChartWindow(recording.samples, recorder.now() - recording.startedAt);
      range = { minS: window.minS, maxS: window.maxS };
      plot.setData(window.data as uPlot.AlignedData);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    schedule();
    const unsubscribe = recorder.subscribe(schedule);
    // Without readings (manual recording, a dropped sensor) the window still scrolls.
    const ticker = setInterval(schedule, 1000);
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: element.clientWidth, height: HEIGHT_PX });
    });
    resize.observe(element);
    return () => {
      unsubscribe();
      clearInterval(ticker);
      cancelAnimationFrame(frame);
      resize.disconnect();
      plot.destroy();
    };
  }, [recorder, target]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      style={{ width: '100%', minHeight: HEIGHT_PX }}
    />
  );
}

function drawTargetBand(u: uPlot, target: HrTarget | null): void {
  if (!target) return;
  const top = u.valToPos(target.highBpm, 'y', true);
  const bottom = u.valToPos(target.lowBpm, 'y', true);
  const { left, width } = u.bbox;
  u.ctx.save();
  u.ctx.fillStyle = BAND_COLOR;
  u.ctx.fillRect(left, top, width, bottom - top);
  u.ctx.restore();
}
