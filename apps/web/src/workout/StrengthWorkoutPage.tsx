import { Link } from 'react-router';
import type { PageProps } from '../app/route-types';
import { displayDate } from '../athlete-data/dates';
import { PlannedCompletion } from './completed/PlannedCompletion';
import { DeviceDownloads } from './DeviceDownloads';
import type { PlannedSessionDetail } from './plan-api';
import { ReadinessChoice } from './PlannedWorkoutPage';
import { formatSessionDuration, weekdayName } from './plan-format';
import { plannedWorkoutPath } from './SessionCard';
import { SessionLoader } from './SessionLoader';
import { WorkoutTitle } from './WorkoutTitle';
import './plan.css';
import './workout-kinds.css';

/** Title, date, duration, today's readiness change, and Done or "Log as done" (as on the planned-workout page). */
export function SessionHeader({ session }: { session: PlannedSessionDetail }) {
  return (
    <>
      <WorkoutTitle
        session={session}
        tags={session.status === 'locked' ? <span className="tag tag--muted">Locked</span> : null}
      />
      <p className="muted">
        {weekdayName(session.date)} {displayDate(session.date)} · {formatSessionDuration(session.duration)}
      </p>
      {session.description ? <p>{session.description}</p> : null}
      <ReadinessChoice session={session} />
      <PlannedCompletion session={session} />
    </>
  );
}

/** The device downloads (unless skipped) and the way to skip or move it (on the planned-workout page). */
export function SessionActions({ session }: { session: PlannedSessionDetail }) {
  return (
    <>
      {session.status === 'skipped' ? null : <DeviceDownloads session={session} />}
      <Link className="button" to={plannedWorkoutPath(session.id)}>
        Skip or move
      </Link>
    </>
  );
}

/** Rest between sets to the second: 90 s is not "2 min". */
function formatRest(seconds: number): string {
  if (seconds < 120 || seconds % 60 !== 0)
    return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${seconds / 60} min`;
}

/** A strength session: each exercise with sets, reps, rest and the coaching cue. */
export function StrengthWorkoutPage({ route }: PageProps) {
  return (
    <SessionLoader kind="strength" title={route.title}>
      {(session) => (
        <section className="page workout-kind" aria-labelledby="workout-title">
          <SessionHeader session={session} />
          <h2>Exercises</h2>
          {(session.exercises ?? []).length === 0 ? (
            <p className="muted">This session has no exercises listed.</p>
          ) : (
            <ol className="exercise-list" aria-label="Exercises">
              {(session.exercises ?? []).map((exercise, index) => (
                <li key={index} className="exercise" aria-label={exercise.name}>
                  <h3 className="exercise__name">{exercise.name}</h3>
                  <dl className="exercise__facts">
                    <div>
                      <dt>Sets</dt>
                      <dd>{exercise.sets}</dd>
                    </div>
                    <div>
                      <dt>Reps</dt>
                      <dd>{exercise.reps}</dd>
                    </div>
                    <div>
                      <dt>Rest</dt>
                      <dd>{formatRest(exercise.rest)}</dd>
                    </div>
                  </dl>
                  {exercise.note ? <p className="exercise__cue">{exercise.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
          <SessionActions session={session} />
        </section>
      )}
    </SessionLoader>
  );
}
