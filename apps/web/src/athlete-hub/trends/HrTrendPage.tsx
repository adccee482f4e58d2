import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type uPlot from 'uplot';
import { QueryState } from '../../app/QueryState';
import type { PageProps } from '../../app/route-types';
import { darkAxis, UPlotChart } from '../../app/charts/UPlotChart';
import { Tabs } from '../../app/Tabs';
import { displayDate } from '../../athlete-data/dates';
import { checkInKeys, fetchTrend, type TrendPoint } from '../../checkin/checkin-api';
import { BackToHub } from '../BackToHub';
import './trends.css';

type Kind = 'hrv' | 'resting-hr';
type Window = '1m' | '3m';

/** Spec 9: HRV 60-day corridor vs 7-day baseline; resting HR 30-day vs 3-day; tabs 1 and 3 months. */
const KIND_TEXT: Record<
  Kind,
  { unit: string; value: string; baseline: string; band: string; explain: string }
> = {
  hrv: {
    unit: 'ms',
    value: 'Morning rMSSD',
    baseline: '7-day baseline',
    band: '60-day normal range',
    explain:
      'Your 7-day HRV baseline inside the 60-day normal range means you are absorbing training well; below it, your coach eases today’s session.',
  },
  'resting-hr': {
    unit: 'bpm',
    value: 'Morning resting HR',
    baseline: '3-day average',
    band: '30-day normal range',
    explain:
      'A 3-day average above your 30-day normal range is an early sign of fatigue or illness; your coach eases today’s session.',
  },
};

const WINDOWS: { value: Window; label: string }[] = [
  { value: '1m', label: '1 month' },
  { value: '3m', label: '3 months' },
];

const DAY_SECONDS = 86_400;
const toSeconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const nulls = (points: TrendPoint[], field: 'value' | 'baseline' | 'bandLow' | 'bandHigh') =>
  points.map((point) => (point[field] === null ? null : Math.round(point[field] * 10) / 10));

export function HrTrendPage({ route }: PageProps) {
  const kind: Kind = route.path.endsWith('/hrv') ? 'hrv' : 'resting-hr';
  const [window, setWindow] = useState<Window>('1m');
  const trend = useQuery({
    queryKey: checkInKeys.trend(kind, window),
    queryFn: () => fetchTrend(kind, window),
  });
  const text = KIND_TEXT[kind];
  const points = useMemo(() => trend.data?.points ?? [], [trend.data]);
  const latest = [...points].reverse().find((point) => point.value !== null);
  const lastPoint = points.at(-1);

  const data = useMemo<uPlot.AlignedData>(
    () => [
      points.map((p) => toSeconds(p.date)),
      nulls(points, 'bandHigh'),
      nulls(points, 'bandLow'),
      nulls(points, 'baseline'),
      nulls(points, 'value'),
    ],
    [points],
  );
  const options: Omit<uPlot.Options, 'width' | 'height'> = {
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      darkAxis({
        values: (_u, ticks) =>
          ticks.map((t) => displayDate(new Date(t * 1000).toISOString().slice(0, 10)).slice(0, 5)),
      }),
      darkAxis({ size: 44, label: text.unit, labelSize: 14 }),
    ],
    series: [
      {},
      // Only the daily values are points: uPlot would dot the band edges and the baseline too.
      { label: `${text.band} (high)`, stroke: 'rgba(56, 189, 248, 0.35)', width: 1, points: { show: false } },
      { label: `${text.band} (low)`, stroke: 'rgba(56, 189, 248, 0.35)', width: 1, points: { show: false } },
      { label: text.baseline, stroke: '#f97316', width: 2, spanGaps: true, points: { show: false } },
      {
        label: text.value,
        stroke: '#e8eef5',
        width: 0,
        points: { show: true, size: 6, fill: '#e8eef5', stroke: '#e8eef5' },
      },
    ],
    bands: [{ series: [1, 2], fill: 'rgba(56, 189, 248, 0.16)' }],
  };

  return (
    <section className="page hr-trend" aria-labelledby="trend-title">
      <BackToHub />
      <h1 id="trend-title">{route.title}</h1>
      <Tabs className="hr-trend__tabs" label="Period" options={WINDOWS} value={window} onChange={setWindow} />
      <QueryState query={trend} loadingLabel="Loading your trend" />
      {trend.data ? (
        <>
          <dl className="hr-trend__summary">
            <div>
              <dt className="muted">{text.value}</dt>
              <dd>{latest?.value != null ? `${Math.round(latest.value)} ${text.unit}` : '–'}</dd>
            </div>
            <div>
              <dt className="muted">{text.baseline}</dt>
              <dd>{lastPoint?.baseline != null ? `${Math.round(lastPoint.baseline)} ${text.unit}` : '–'}</dd>
            </div>
            <div>
              <dt className="muted">{text.band}</dt>
              <dd>
                {lastPoint?.bandLow != null && lastPoint.bandHigh != null
                  ? `${Math.round(lastPoint.bandLow)}–${Math.round(lastPoint.bandHigh)} ${text.unit}`
                  : '–'}
              </dd>
            </div>
          </dl>
          {points.some((point) => point.value !== null) ? (
            <UPlotChart
              options={{
                ...options,
                scales: {
                  x: {
                    time: true,
                    range: [
                      toSeconds(points[0]?.date ?? ''),
                      toSeconds(lastPoint?.date ?? '') + DAY_SECONDS / 2,
                    ],
                  },
                },
              }}
              data={data}
              height={240}
              label={`${text.value} per day with the ${text.baseline} and the ${text.band}`}
            />
          ) : (
            <p className="muted">No measurements in this period yet. Measure during your morning check-in.</p>
          )}
          <ul className="hr-trend__legend" aria-label="Legend">
            <li>
              <span className="hr-trend__key hr-trend__key--value" aria-hidden="true" />
              {text.value}
            </li>
            <li>
              <span className="hr-trend__key hr-trend__key--baseline" aria-hidden="true" />
              {text.baseline}
            </li>
            <li>
              <span className="hr-trend__key hr-trend__key--band" aria-hidden="true" />
              {text.band}
            </li>
          </ul>
          <p className="muted">{text.explain}</p>
        </>
      ) : null}
    </section>
  );
}
