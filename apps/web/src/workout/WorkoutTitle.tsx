import type { ReactNode } from 'react';
import type { PlannedSessionDetail } from './plan-api';
import { SportIcon } from './SportIcon';

/**
 * The top of a planned workout's page: the sport, its tags (Key, what the page adds, Skipped)
 * and the title, struck through when the session is skipped.
 */
export function WorkoutTitle({ session, tags }: { session: PlannedSessionDetail; tags: ReactNode }) {
  const skipped = session.status === 'skipped';
  return (
    <>
      <p className="planned-workout__kicker">
        <SportIcon sport={session.sport} label />
        {session.isKey ? <span className="tag tag--key">Key</span> : null}
        {tags}
        {skipped ? <span className="tag tag--muted">Skipped</span> : null}
      </p>
      <h1 id="workout-title" className={skipped ? 'struck' : undefined}>
        {session.title}
      </h1>
    </>
  );
}
