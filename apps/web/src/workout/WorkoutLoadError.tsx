import { Link } from 'react-router';
import { ApiError } from '../api/errors';
import { LoadFailed } from '../app/LoadFailed';

/**
 * A workout page whose workout did not load: 'Workout not found' (spec section 8) for an
 * unknown id, otherwise the error with Retry; always the way back to the plan.
 */
export function WorkoutLoadError({
  error,
  title,
  notFoundText,
  onRetry,
  className = '',
}: {
  error: Error | null;
  title: string;
  notFoundText: string;
  onRetry: () => void;
  className?: string;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section className={`page ${className}`.trim()} aria-labelledby="workout-title">
      <h1 id="workout-title">{notFound ? 'Workout not found' : title}</h1>
      {notFound ? (
        <p className="muted">{notFoundText}</p>
      ) : (
        <LoadFailed message={error?.message} onRetry={onRetry} />
      )}
      <Link className="button" to="/app/dashboard">
        Back to the plan
      </Link>
    </section>
  );
}

export const NOT_IN_PLAN = 'This workout is not in your plan (any more).';
