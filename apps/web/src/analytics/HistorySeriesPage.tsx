import type { Sport } from '@tricoach/core';
import { useMemo } from 'react';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import { formatSessionDuration, SPORT_LABEL, sessionDistance, type Units } from '../workout/plan-format';
import { SportIcon } from '../workout/SportIcon';
import { useUnits } from '../workout/use-plan';
import type { HistorySeries } from './history-api';
import { chartDistance, chartDistanceUnit } from './history-format';
import { QueryState } from '../app/QueryState';
import { NoWorkoutsYet } from './NoWorkoutsYet';
import { StatisticsSubpageHeader } from './StatisticsSubpageHeader';
import { StackedBarsChart, type StackedBars } from './StackedBarsChart';
import { useHistorySeries, useRangeParam } from './use-history';
import '../workout/plan.css';
import './analytics.css';

type Measure = 'duration' | 'distance';

/** Strength has no distance, so the distance chart stacks the three endurance sports. */
const SPORTS_OF: Record<Measure, readonly Sport[]> = {
  duration: ['swim', 'bike', 'run', 'strength'],
  distance: ['swim', 'bike', 'run'],
};

const measureOfPath = (path: string): Measure => (path.endsWith('/distance') ? 'distance' : 'duration');

/** Training duration or distance per week (per month beyond a year), stacked per sport. */
export function HistorySeriesPage({ route }: PageProps) {
  const measure = measureOfPath(route.path);
  const [range, setRange] = useRangeParam();
  const units = useUnits();
  const series = useHistorySeries(range);
  return (
    <section className="page history-series" aria-labelledby="series-title">
      <StatisticsSubpageHeader
        titleId="series-title"
        title={route.title}
        range={range}
        onRangeChange={setRange}
      />
      <QueryState query={series} loadingLabel={`Loading your training ${measure}`}>
        {(data) => <SeriesView series={data} measure={measure} units={units} />}
      </QueryState>
    </section>
  );
}

function SeriesView({ series, measure, units }: { series: HistorySeries; measure: Measure; units: Units }) {
  const sports = SPORTS_OF[measure];
  const totals = Object.fromEntries(
    sports.map((sport) => [sport, series.buckets.reduce((sum, bucket) => sum + bucket[measure][sport], 0)]),
  ) as Record<Sport, number>;
  const grand = sports.reduce((sum, sport) => sum + totals[sport], 0);
  const distanceUnit = chartDistanceUnit(units.system);
  const bars = useMemo<StackedBars>(
    () => ({
      starts: series.buckets.map((bucket) => bucket.start),
      layers: sports.map((sport) => ({
        sport,
        values: series.buckets.map((bucket) =>
          measure === 'duration'
            ? bucket.duration[sport] / 3600
            : chartDistance(bucket.distance[sport], units.system),
        ),
      })),
    }),
    [series, sports, measure, units.system],
  );
  if (grand === 0) return <NoWorkoutsYet isFirstTime={series.range === 'all'} />;
  const per = series.bucket === 'week' ? 'week' : 'month';
  const average = grand / Math.max(1, series.buckets.length);
  const formatTotal = (value: number, sport?: Sport) =>
    measure === 'duration'
      ? formatSessionDuration(value)
      : sport
        ? (sessionDistance(value, sport, units) ?? '—')
        : `${chartDistance(value, units.system).toFixed(1)} ${distanceUnit}`;
  return (
    <>
      <p className="muted series-range">
        Per {per}, {displayDate(series.from)} – {displayDate(series.to)}
      </p>
      <section
        className="history-card"
        aria-label={`${measure === 'duration' ? 'Duration' : 'Distance'} per ${per}`}
      >
        <StackedBarsChart
          bars={bars}
          axisUnit={measure === 'duration' ? 'h' : distanceUnit}
          format={(value) =>
            measure === 'duration'
              ? formatSessionDuration(value * 3600)
              : `${value.toFixed(1)} ${distanceUnit}`
          }
          label={`Training ${measure} per ${per}, stacked per sport`}
        />
      </section>
      <section className="history-card" aria-label="Totals">
        <dl className="stat-grid">
          <div className="stat">
            <dt>Total</dt>
            <dd className="stat__value">{formatTotal(grand)}</dd>
          </div>
          <div className="stat">
            <dt>Average per {per}</dt>
            <dd className="stat__value">{formatTotal(average)}</dd>
          </div>
        </dl>
        <table className="totals-table" aria-label="Per sport">
          <tbody>
            {sports
              .filter((sport) => totals[sport] > 0)
              .map((sport) => (
                <tr key={sport} aria-label={SPORT_LABEL[sport]}>
                  <th scope="row">
                    <SportIcon sport={sport} label />
                  </th>
                  <td>{formatTotal(totals[sport], sport)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
