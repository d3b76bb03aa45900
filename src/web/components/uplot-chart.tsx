/**
 * A uPlot chart that fills its container's width: rebuilt when its options or data change,
 * resized as the container (or the printed page) changes. The canvas is one image to assistive
 * technology, described by `label`; the numbers are also on the page as text.
 */
import 'uplot/dist/uPlot.min.css';
import './uplot-chart.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** Wide enough for an A4 page in portrait with 12 mm margins, at 96 CSS px per inch. */
const PRINT_WIDTH_PX = 700;

interface UplotChartProps {
  /** Everything but the size, which the container decides. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  label: string;
}

export function UplotChart({ options, data, height, label }: UplotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const width = () => Math.max(200, container.clientWidth);
    const plot = new uPlot({ ...options, width: width(), height }, data, container);
    // The hover read-out repeats the chart for sighted pointer users; `label` speaks for it.
    plot.root.querySelector('.u-legend')?.setAttribute('aria-hidden', 'true');
    const fit = () => plot.setSize({ width: width(), height });
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    // Printing lays the page out again without running ResizeObserver: size for paper first.
    const beforePrint = () => plot.setSize({ width: PRINT_WIDTH_PX, height });
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', fit);
      plot.destroy();
    };
  }, [options, data, height]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ width: '100%' }} />;
}
