import { useMemo } from 'react';
import uPlot from 'uplot';
import { darkAxis, UPlotChart } from '../app/charts/UPlotChart';
import { daySeconds, utcDates } from '../app/charts/day-axis';
import type { FitnessPoint } from '@tricoach/core';
import { dateTick, signedOneDecimal } from './history-format';

export const FITNESS_COLORS = { fitness: '#38bdf8', fatigue: '#f472b6', form: '#facc15' } as const;

/** What the fitness charts share: day x axis in UTC, a cursor on the x axis only, the live legend. */
export const FITNESS_CHART_FRAME = {
  tzDate: utcDates,
  scales: { x: { time: true } },
  cursor: { y: false, points: { size: 6 } },
  legend: { live: true },
} satisfies Partial<uPlot.Options>;

const oneDecimal = (_u: uPlot, value: number | null) => (value === null ? '—' : signedOneDecimal(value));

/** Fitness (CTL), fatigue (ATL) and form (TSB) day by day, one shared scale (all in stress points). */
export function FitnessChart({ points }: { points: FitnessPoint[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [
      points.map((p) => daySeconds(p.date)),
      points.map((p) => p.fitness),
      points.map((p) => p.fatigue),
      points.map((p) => p.form),
    ],
    [points],
  );
  const spanDays = points.length;
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    ...FITNESS_CHART_FRAME,
    axes: [
      darkAxis({ values: (_u, ticks) => ticks.map((tick) => dateTick(tick, spanDays)) }),
      darkAxis({ size: 40 }),
    ],
    series: [
      { label: 'Date', value: '{DD}.{MM}.{YY}' },
      {
        label: 'Fitness',
        stroke: FITNESS_COLORS.fitness,
        width: 2,
        value: oneDecimal,
        fill: 'rgba(56, 189, 248, 0.08)',
      },
      {
        label: 'Fatigue',
        points: { show: false },
        stroke: FITNESS_COLORS.fatigue,
        width: 1.5,
        value: oneDecimal,
      },
      {
        label: 'Form',
        points: { show: false },
        stroke: FITNESS_COLORS.form,
        width: 1.5,
        value: oneDecimal,
        dash: [4, 3],
      },
    ],
  };
  return <UPlotChart options={options} data={data} height={220} label="Fitness, fatigue and form per day" />;
}
