import { useMemo } from 'react';
import uPlot from 'uplot';
import { darkAxis, UPlotChart } from '../app/charts/UPlotChart';
import { dayMonth, daySeconds, utcDates } from '../app/charts/day-axis';
import type { Roadmap } from './roadmap-api';

const bars = uPlot.paths.bars?.({ size: [0.8, 24], radius: 0 });

/** Planned hours per week across the season; recovery weeks show as the dips they are. */
export function WeeklyHoursChart({ weeks }: { weeks: Roadmap['weeks'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [weeks.map((week) => daySeconds(week.start)), weeks.map((week) => week.plannedHours)],
    [weeks],
  );
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    tzDate: utcDates,
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    cursor: { y: false, points: { show: false } },
    legend: { show: true },
    axes: [
      darkAxis({ values: (_u, ticks) => ticks.map(dayMonth) }),
      darkAxis({ size: 52, values: (_u, ticks) => ticks.map((tick) => `${tick} h`) }),
    ],
    series: [
      { label: 'Week of', value: '{DD}.{MM}.{YY}' },
      {
        label: 'Planned hours',
        fill: 'rgba(56, 189, 248, 0.55)',
        stroke: '#38bdf8',
        width: 0,
        paths: bars,
        points: { show: false },
        value: (_u, v) => (v === null ? '—' : `${v} h`),
      },
    ],
  };
  return <UPlotChart options={options} data={data} height={180} label="Planned hours per week" />;
}
