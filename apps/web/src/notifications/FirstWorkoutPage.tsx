import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { identityKey, type Identity } from '../api/identity';
import { Loading } from '../app/Loading';
import { useIdentity } from '../app/use-identity';
import { dismissFirstWorkoutPopup } from './notifications-api';
import './notifications.css';

/**
 * Spec 2 /app/notification/first-workout-completed: celebrates the first workout. Seeing it
 * clears the first-workout flag, so the app stops opening it after sign-in (spec 4).
 */
export function FirstWorkoutPage() {
  const { identity, isLoading } = useIdentity();
  const queryClient = useQueryClient();
  const dismissed = useRef(false);
  // The identity may be a partial placeholder for a moment (cache seeded before the first fetch).
  const shouldDismiss = identity?.profile?.showFirstWorkoutPopup === true;

  useEffect(() => {
    if (!shouldDismiss || dismissed.current) return;
    dismissed.current = true;
    // Seen is seen: the flag clears in the kept identity at once, or a tap on "Back to the plan"
    // before the server answered would be sent straight back here by the guard.
    queryClient.setQueryData<Identity>(identityKey, (kept) =>
      kept ? { ...kept, profile: { ...kept.profile, showFirstWorkoutPopup: false } } : kept,
    );
    void dismissFirstWorkoutPopup()
      .catch(() => {
        // Harmless: the server's flag stands, so the page shows again next time and tries again.
        dismissed.current = false;
      })
      .finally(() => queryClient.invalidateQueries({ queryKey: identityKey }));
  }, [shouldDismiss, queryClient]);

  if (isLoading) return <Loading />;
  const workoutId = identity?.firstWorkoutId ?? null;
  return (
    <section className="page page--narrow first-workout" aria-labelledby="first-workout-title">
      <div className="first-workout__badge" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="44"
          height="44"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3" />
        </svg>
      </div>
      {workoutId ? (
        <>
          <h1 id="first-workout-title">Your first workout is done!</h1>
          <p className="lead">
            That is the hardest one. From now on your coach learns from every workout you log and adapts your
            plan to what you really do.
          </p>
          <div className="first-workout__actions">
            <Link to={`/app/workout/completed/${workoutId}`} className="button button--primary button--block">
              See your workout
            </Link>
            <Link to="/app/dashboard" className="button button--ghost button--block">
              Back to the plan
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 id="first-workout-title">Your first workout is still ahead</h1>
          <p className="lead">Log a workout and this page celebrates it.</p>
          <div className="first-workout__actions">
            <Link to="/app/dashboard" className="button button--primary button--block">
              See today&apos;s workouts
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
