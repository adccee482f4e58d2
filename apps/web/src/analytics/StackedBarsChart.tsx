import type { Sport } from '@tricoach/core';
import { fastDayNumber } from '@tricoach/core/load';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { darkAxis, UPlotChart } from '../app/charts/UPlotChart';
import { daySeconds, utcDates } from '../app/charts/day-axis';
import { SPORT_LABEL } from '../workout/plan-format';
import { dateTick, SPORT_COLOR } from './history-format';

export interface StackedBars {
  starts: string[];
  /** One value per bucket per sport, bottom of the stack first. */
  layers: { sport: Sport; values: number[] }[];
}

const bars = uPlot.paths.bars?.({ size: [0.75, 48], radius: 0 });

/**
 * Bars per week or month, stacked per sport. uPlot has no stacking of its own: each layer is
 * drawn at its running total, tallest first, so the layers below paint over the lower part;
 * the legend reads the layer's own value, not the running total.
 */
export function StackedBarsChart({
  bars: input,
  format,
  axisUnit,
  label,
}: {
  bars: StackedBars;
  /** A layer's value in the legend. */
  format: (value: number) => string;
  /** Unit after the y-axis ticks ("h", "km"). */
  axisUnit: string;
  label: string;
}) {
  const layers = input.layers;
  const data = useMemo<uPlot.AlignedData>(() => {
    const running = input.starts.map(() => 0);
    const cumulative = layers.map((layer) =>
      layer.values.map((value, i) => (running[i] = (running[i] ?? 0) + value)),
    );
    return [input.starts.map((start) => daySeconds(start)), ...cumulative.reverse()];
  }, [input, layers]);
  const topFirst = [...layers].reverse();
  const first = input.starts[0];
  const last = input.starts.at(-1);
  const spanDays = first && last ? fastDayNumber(last) - fastDayNumber(first) + 7 : 0;
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    tzDate: utcDates,
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] } },
    cursor: { y: false, points: { show: false } },
    axes: [
      darkAxis({ values: (_u, ticks) => ticks.map((tick) => dateTick(tick, spanDays)) }),
      darkAxis({ size: 44, values: (_u, ticks) => ticks.map((tick) => `${tick} ${axisUnit}`) }),
    ],
    series: [
      { label: 'From', value: '{DD}.{MM}.{YY}' },
      ...topFirst.map((layer) => ({
        label: SPORT_LABEL[layer.sport],
        fill: SPORT_COLOR[layer.sport],
        stroke: SPORT_COLOR[layer.sport],
        width: 0,
        paths: bars,
        points: { show: false },
        value: (_u: uPlot, _v: number | null, _s: number, index: number | null) =>
          index === null ? '—' : format(layer.values[index] ?? 0),
      })),
    ],
  };
  return <UPlotChart options={options} data={data} height={220} label={label} />;
}
