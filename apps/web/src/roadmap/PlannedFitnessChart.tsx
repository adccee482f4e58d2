import { useMemo } from 'react';
import uPlot from 'uplot';
import { darkAxis, UPlotChart } from '../app/charts/UPlotChart';
import { dayMonth, daySeconds } from '../app/charts/day-axis';
import { FITNESS_CHART_FRAME, FITNESS_COLORS } from '../analytics/FitnessChart';
import type { Roadmap } from './roadmap-api';

const oneDecimal = (_u: uPlot, value: number | null) => (value === null ? '—' : value.toFixed(1));

/** A line without point markers whose legend value reads to one decimal; `dash` for the planned and form lines. */
function line(label: string, stroke: string, width: number, dash?: number[]): uPlot.Series {
  return { label, stroke, width, ...(dash && { dash }), value: oneDecimal, points: { show: false } };
}

/**
 * Fitness (CTL), fatigue (ATL) and form (TSB) day by day: the actual fitness up to today, then
 * the fitness the plan's own sessions build to race day (dashed), with the planned fatigue and form.
 */
export function PlannedFitnessChart({ points }: { points: NonNullable<Roadmap['fitness']> }) {
  const data = useMemo<uPlot.AlignedData>(() => {
    // The planned line starts at today's actual point so the two lines join.
    const lastActual = points.findLastIndex((p) => !p.planned);
    return [
      points.map((p) => daySeconds(p.date)),
      points.map((p) => (p.planned ? null : p.fitness)),
      points.map((p, i) => (p.planned || i === lastActual ? p.fitness : null)),
      points.map((p) => p.fatigue),
      points.map((p) => p.form),
    ];
  }, [points]);
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    ...FITNESS_CHART_FRAME,
    axes: [darkAxis({ values: (_u, ticks) => ticks.map(dayMonth) }), darkAxis({ size: 40 })],
    series: [
      { label: 'Date', value: '{DD}.{MM}.{YY}' },
      line('Fitness', FITNESS_COLORS.fitness, 2),
      line('Planned fitness', FITNESS_COLORS.fitness, 2, [6, 4]),
      line('Fatigue', FITNESS_COLORS.fatigue, 1),
      line('Form', FITNESS_COLORS.form, 1, [2, 3]),
    ],
  };
  return (
    <UPlotChart options={options} data={data} height={220} label="Fitness, fatigue and form to race day" />
  );
}
