import type { Sport } from '@tricoach/core';
import { formatSessionDuration, sessionDistance, SPORT_LABEL, type Units } from './plan-format';
import { SportIcon } from './SportIcon';

/** One sport's row of a totals table: how many, how long, how far (in the athlete's units). */
export function SportTotalRow({
  sport,
  count,
  duration,
  distance,
  units,
}: {
  sport: Sport;
  count: number;
  duration: number;
  distance: number;
  units: Units;
}) {
  return (
    <tr aria-label={SPORT_LABEL[sport]}>
      <th scope="row">
        <SportIcon sport={sport} label />
      </th>
      <td>{count}</td>
      <td>{formatSessionDuration(duration)}</td>
      <td>{sessionDistance(distance, sport, units) ?? '—'}</td>
    </tr>
  );
}
