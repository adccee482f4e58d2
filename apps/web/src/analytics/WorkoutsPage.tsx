import type { Sport } from '@tricoach/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import {
  formatSessionDuration,
  SPORT_LABEL,
  SPORT_ORDER,
  sessionDistance,
  weekdayName,
} from '../workout/plan-format';
import { SportIcon } from '../workout/SportIcon';
import { useUnits } from '../workout/use-plan';
import { QueryState } from '../app/QueryState';
import { NoWorkoutsYet } from './NoWorkoutsYet';
import { StatisticsSubpageHeader } from './StatisticsSubpageHeader';
import { useCompletedWorkouts, useRangeParam } from './use-history';
import '../workout/plan.css';
import './analytics.css';

/** Completed workouts, newest first, filtered by sport, 20 at a time. */
export function WorkoutsPage({ route }: PageProps) {
  const [range, setRange] = useRangeParam();
  const [sport, setSport] = useState<Sport | null>(null);
  const units = useUnits();
  const list = useCompletedWorkouts(range, sport);
  const workouts = list.data?.pages.flatMap((page) => page.workouts) ?? [];
  return (
    <section className="page history-workouts" aria-labelledby="workouts-title">
      <StatisticsSubpageHeader
        titleId="workouts-title"
        title={route.title}
        range={range}
        onRangeChange={setRange}
      />
      <div className="sport-filter" role="group" aria-label="Sport">
        {[null, ...SPORT_ORDER].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className={`chip${option === sport ? ' chip--active' : ''}`}
            aria-pressed={option === sport}
            onClick={() => setSport(option)}
          >
            {option ? SPORT_LABEL[option] : 'All'}
          </button>
        ))}
      </div>
      <QueryState query={list} loadingLabel="Loading your workouts" />
      {list.data && workouts.length === 0 ? (
        sport ? (
          <p className="muted">No {SPORT_LABEL[sport].toLowerCase()} workouts in this period.</p>
        ) : (
          <NoWorkoutsYet isFirstTime={range === 'all'} />
        )
      ) : null}
      {workouts.length > 0 ? (
        <ul className="workout-list" aria-label="Completed workouts">
          {workouts.map((workout) => {
            const distance =
              workout.distance === null ? undefined : sessionDistance(workout.distance, workout.sport, units);
            return (
              <li key={workout.id}>
                <Link to={`/app/workout/completed/${workout.id}`} className="workout-row">
                  <SportIcon sport={workout.sport} />
                  <span className="workout-row__main">
                    <span className="workout-row__title">{workout.title}</span>
                    <span className="muted workout-row__date">
                      {weekdayName(workout.date)} {displayDate(workout.date)}
                    </span>
                  </span>
                  <span className="workout-row__figures">
                    <span>{formatSessionDuration(workout.duration)}</span>
                    {distance ? <span className="muted">{distance}</span> : null}
                    {workout.stress !== null ? <span className="muted">Load {workout.stress}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--block"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </section>
  );
}
