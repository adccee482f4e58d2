import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './charts.css';

interface UPlotChartProps {
  /** uPlot options without width/height: the chart takes its container's width. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/** Axis and grid colours that read on the dark theme (tokens of app/theme.css). */
export const darkAxis = (overrides: Partial<uPlot.Axis> = {}): uPlot.Axis => ({
  stroke: '#9aa8b8',
  grid: { stroke: 'rgba(154, 168, 184, 0.12)', width: 1 },
  ticks: { stroke: 'rgba(154, 168, 184, 0.25)', width: 1 },
  font: '11px system-ui, sans-serif',
  ...overrides,
});

/**
 * One uPlot chart sized to its container. uPlot draws on a canvas and does not resize by
 * itself, so a ResizeObserver keeps it at the container's width (phone and desktop).
 */
export function UPlotChart({ options, data, height = 200, label }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 200);
    chart.current = new uPlot({ ...options, width, height }, data, element);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.max(Math.floor(entry?.contentRect.width ?? width), 200);
      chart.current?.setSize({ width: next, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
    // Options are rebuilt by callers on each render; the chart is rebuilt only when data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, height]);

  return <div className="uplot-chart" ref={container} role="img" aria-label={label} />;
}
