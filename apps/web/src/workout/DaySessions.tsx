import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlannedSessionSummary, UnplannedWorkout } from './plan-api';
import { formatSessionDuration, SPORT_LABEL, sessionDistance, type Units } from './plan-format';
import { completedWorkoutPath, SessionCard } from './SessionCard';
import { SportIcon } from './SportIcon';

/**
 * A day's planned sessions as cards, then what was done without a plan (an imported ride on a
 * rest day), or "Rest day" when there is neither (forecast and recalculation).
 */
export function DaySessions({
  sessions,
  unplanned = [],
  units,
}: {
  sessions: readonly PlannedSessionSummary[];
  unplanned?: readonly UnplannedWorkout[];
  units: Units;
}) {
  if (sessions.length === 0 && unplanned.length === 0)
    return <p className="muted forecast-day__rest">Rest day</p>;
  return <SessionList sessions={sessions} unplanned={unplanned} units={units} />;
}

/** Planned sessions as cards (each with what `below` adds under it), then the unplanned workouts. */
export function SessionList({
  sessions,
  unplanned,
  units,
  below,
}: {
  sessions: readonly PlannedSessionSummary[];
  unplanned: readonly UnplannedWorkout[];
  units: Units;
  below?: (session: PlannedSessionSummary) => ReactNode;
}) {
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} units={units} />
          {below?.(session)}
        </li>
      ))}
      {unplanned.map((workout) => (
        <li key={workout.completedWorkoutId}>
          <UnplannedCard workout={workout} units={units} />
        </li>
      ))}
    </ul>
  );
}

/** A workout done outside the plan: a done card with its own tag, opening the workout. */
export function UnplannedCard({ workout, units }: { workout: UnplannedWorkout; units: Units }) {
  const distance = workout.distance ? sessionDistance(workout.distance, workout.sport, units) : null;
  return (
    <div className="session-card session-card--done">
      <Link
        to={completedWorkoutPath(workout.completedWorkoutId)}
        className="session-card__link"
        data-status="done"
      >
        <SportIcon sport={workout.sport} />
        <span className="session-card__body">
          <span className="session-card__title">
            {workout.title ?? SPORT_LABEL[workout.sport]}
            <span className="tag tag--muted">Not planned</span>
          </span>
          <span className="session-card__meta muted">
            <span aria-hidden="true">✓ </span>Done · {formatSessionDuration(workout.duration)}
            {distance ? ` · ${distance}` : ''}
          </span>
        </span>
      </Link>
    </div>
  );
}
