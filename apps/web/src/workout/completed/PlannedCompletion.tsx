import { Link } from 'react-router';
import { todayIso } from '../../athlete-data/dates';
import type { PlannedSessionDetail } from '../plan-api';
import './completed.css';

/** The plan's answers carry the completed workout of a done session (docs/api.md "Completed workouts"). */
export type WithCompletion = { completedWorkoutId?: string | null };

/**
 * On the planned workout: done → a link to what was done; due (today or earlier, not
 * skipped) → "Log as done" for athletes without a wearable.
 */
export function PlannedCompletion({ session }: { session: PlannedSessionDetail & WithCompletion }) {
  if (session.completedWorkoutId) {
    return (
      <p className="completion completion--done">
        <span className="tag tag--done">Done</span>
        <Link
          className="button button--small"
          to={`/app/workout/completed/${encodeURIComponent(session.completedWorkoutId)}`}
        >
          See the completed workout
        </Link>
      </p>
    );
  }
  if (session.status === 'skipped' || session.date > todayIso()) return null;
  const query = new URLSearchParams({ date: session.date, sport: session.sport, planned: session.id });
  return (
    <p className="completion">
      <Link className="button button--primary button--small" to={`/app/workout/log?${query.toString()}`}>
        Log as done
      </Link>
    </p>
  );
}
