import type { Sport } from '@tricoach/core';
import { formatSessionDuration, sessionDistance, SPORT_LABEL, type Units } from './plan-format';
import { SportIcon } from './SportIcon';

/** One sport's totals: how many, how long (seconds), how far (metres). */
export interface SportTotal {
  sport: Sport;
  count: number;
  duration: number;
  distance: number;
}

/** A totals table, a row per sport: how many, how long, how far (in the athlete's units). */
export function SportTotalsTable({
  label,
  countHeading,
  rows,
  units,
}: {
  /** The table's accessible name, where the page has more than one table. */
  label?: string;
  /** 'Workouts' done, 'Sessions' planned. */
  countHeading: string;
  rows: readonly SportTotal[];
  units: Units;
}) {
  return (
    <table className="totals-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Sport</th>
          <th scope="col">{countHeading}</th>
          <th scope="col">Time</th>
          <th scope="col">Distance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ sport, count, duration, distance }) => (
          <tr key={sport} aria-label={SPORT_LABEL[sport]}>
            <th scope="row">
              <SportIcon sport={sport} label />
            </th>
            <td>{count}</td>
            <td>{formatSessionDuration(duration)}</td>
            <td>{sessionDistance(distance, sport, units) ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
