import { useMemo } from 'react';
import type uPlot from 'uplot';
import { darkAxis, UPlotChart } from '../../app/charts/UPlotChart';
import type { Units } from '../plan-format';
import type { WorkoutChart } from './completed-api';
import { elevationUnit, formatElapsed, speedReading, toElevation } from './completed-format';

const COLORS = { heartRate: '#f87171', speed: '#38bdf8', power: '#a78bfa', altitude: '#9aa8b8' } as const;

interface Series {
  key: keyof typeof COLORS;
  title: string;
  label: string;
  unit: string;
  values: (number | null)[];
  format: (value: number) => string;
  /** Paces: fast on top. */
  invert?: boolean;
  fill?: boolean;
}

/** Elapsed-time ticks on whole minutes (5, 10, 15 … min), never uPlot's decimal 1000-s steps. */
const TIME_STEPS = [60, 120, 300, 600, 900, 1200, 1800, 3600, 5400, 7200, 10_800, 14_400];

/** The middle 96 % of the values, padded: a stop or a GPS spike must not flatten the line. */
function robustRange(values: readonly (number | null)[]): [number, number] | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const low = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
  const high = sorted[Math.ceil(sorted.length * 0.98) - 1] ?? low;
  const pad = Math.max((high - low) * 0.1, 1);
  return [low - pad, high + pad];
}

function chartOptions(series: Series): Omit<uPlot.Options, 'width' | 'height'> {
  const range = robustRange(series.values);
  return {
    scales: {
      x: { time: false },
      y: { ...(range ? { range } : {}), ...(series.invert ? { dir: -1 as const } : {}) },
    },
    cursor: { y: false, points: { size: 6 } },
    legend: { live: true },
    axes: [
      darkAxis({ incrs: TIME_STEPS, values: (_u, ticks) => ticks.map(formatElapsed) }),
      darkAxis({ size: 48, values: (_u, ticks) => ticks.map(series.format) }),
    ],
    series: [
      { label: 'Time', value: (_u, v) => (v === null ? '—' : formatElapsed(v)) },
      {
        label: `${series.label} (${series.unit})`,
        stroke: COLORS[series.key],
        width: 1.5,
        spanGaps: false,
        value: (_u, v) => (v === null ? '—' : series.format(v)),
        ...(series.fill ? { fill: 'rgba(154, 168, 184, 0.15)' } : {}),
      },
    ],
  };
}

function OneChart({ t, series, height }: { t: number[]; series: Series; height: number }) {
  const data = useMemo<uPlot.AlignedData>(() => [t, series.values], [t, series.values]);
  return (
    <figure className="workout-chart">
      <figcaption>{series.title}</figcaption>
      <UPlotChart
        options={chartOptions(series)}
        data={data}
        height={height}
        label={`${series.title} over the workout`}
      />
    </figure>
  );
}

/** The series a recording has, in the athlete's units; absent streams are left out. */
function chartSeries(chart: WorkoutChart, units: Units): Series[] {
  const list: Series[] = [];
  if (chart.heartRate.length) {
    list.push({
      key: 'heartRate',
      title: 'Heart rate',
      label: 'Heart rate',
      unit: 'bpm',
      values: chart.heartRate,
      format: (v) => String(Math.round(v)),
    });
  }
  const reading = speedReading(chart.sport, units);
  if (reading && chart.speed.length) {
    list.push({
      key: 'speed',
      title: reading.label,
      label: reading.label,
      unit: reading.unit,
      values: chart.speed.map(reading.fromSpeed),
      format: reading.format,
      invert: reading.isPace,
    });
  }
  if (chart.power.length) {
    list.push({
      key: 'power',
      title: 'Power',
      label: 'Power',
      unit: 'W',
      values: chart.power,
      format: (v) => String(Math.round(v)),
    });
  }
  if (chart.altitude.length) {
    const unit = elevationUnit(units);
    list.push({
      key: 'altitude',
      title: 'Elevation',
      label: 'Elevation',
      unit,
      values: chart.altitude.map((m) => toElevation(m, units)),
      format: (v) => String(Math.round(v)),
      fill: true,
    });
  }
  return list;
}

/** Heart rate, pace or speed, power and elevation over the workout, one chart each, sharing the time axis. */
export function WorkoutCharts({
  chart,
  units,
  height = 160,
}: {
  chart: WorkoutChart;
  units: Units;
  height?: number;
}) {
  const series = useMemo(() => chartSeries(chart, units), [chart, units]);
  if (series.length === 0 || chart.t.length < 2) {
    return (
      <p className="muted">
        No recording for this workout: charts appear for workouts recorded by a watch or a bike computer.
      </p>
    );
  }
  return (
    <div className="workout-charts">
      {series.map((s) => (
        <OneChart key={s.key} t={chart.t} series={s} height={height} />
      ))}
    </div>
  );
}
