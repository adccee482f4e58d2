import { Link } from 'react-router';
import type { PlannedSessionSummary, SessionReadiness } from './plan-api';
import { FOCUS_LABEL, formatSessionDuration, sessionDistance, type Units } from './plan-format';
import { SportIcon } from './SportIcon';

export type { SessionReadiness } from './plan-api';

export const plannedWorkoutPath = (id: string) => `/app/workout/planned/${encodeURIComponent(id)}`;
export const completedWorkoutPath = (id: string) => `/app/workout/completed/${encodeURIComponent(id)}`;

/** The id of the workout that fulfilled the session, or null while it is open. */
export const completedIdOf = (session: Pick<PlannedSessionSummary, 'completedWorkoutId'>): string | null =>
  session.completedWorkoutId ?? null;

/** A readiness change worth a note: the check-in adjusted the session (or the athlete kept the original). */
export function readinessChangeOf(
  session: Pick<PlannedSessionSummary, 'readiness'>,
): SessionReadiness | null {
  const readiness = session.readiness;
  return readiness && readiness.action !== 'unchanged' ? readiness : null;
}

/** Done out of the sessions still meant to be done (skipped ones count only when done anyway). */
export function doneCount(sessions: readonly PlannedSessionSummary[]): { done: number; total: number } {
  const counted = sessions.filter((s) => s.status !== 'skipped' || completedIdOf(s));
  return { done: counted.filter((s) => completedIdOf(s)).length, total: counted.length };
}

/** Strength sessions open their exercises, bricks and multisport races their legs, the rest their steps. */
export function sessionPath(session: Pick<PlannedSessionSummary, 'id' | 'sport' | 'isMultisport'>): string {
  const id = encodeURIComponent(session.id);
  if (session.sport === 'strength') return `/app/workout/strength/${id}`;
  if (session.isMultisport) return `/app/workout/multisport/${id}`;
  return plannedWorkoutPath(session.id);
}

/** The green "✓ Done" link to the workout that fulfilled a session. */
function DoneLink({ completedId, className = '' }: { completedId: string; className?: string }) {
  return (
    <Link
      to={completedWorkoutPath(completedId)}
      className={`done-link ${className}`.trim()}
      aria-label="Done: see the completed workout"
    >
      <span aria-hidden="true">✓ </span>Done
    </Link>
  );
}

/**
 * One planned session as a tappable card; a skipped one is struck through, a done one carries a
 * "✓ Done" link to what was done (beside the card's own link: links don't nest).
 */
export function SessionCard({ session, units }: { session: PlannedSessionSummary; units: Units }) {
  const skipped = session.status === 'skipped';
  const completedId = completedIdOf(session);
  const distance = sessionDistance(session.distance, session.sport, units);
  const classes = [
    'session-card',
    skipped ? 'session-card--skipped' : '',
    completedId ? 'session-card--done' : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <Link
        to={sessionPath(session)}
        className="session-card__link"
        data-status={completedId ? 'done' : session.status}
      >
        <SportIcon sport={session.sport} />
        <span className="session-card__body">
          <span className="session-card__title">
            {skipped ? <s>{session.title}</s> : session.title}
            {skipped ? <span className="tag tag--muted">Skipped</span> : null}
            {session.status === 'locked' ? <span className="tag tag--muted">Locked</span> : null}
            {!skipped && session.isKey ? <span className="tag tag--key">Key</span> : null}
            {!skipped && session.isHard && !session.isKey ? (
              <span className="tag tag--hard">Hard</span>
            ) : null}
          </span>
          <span className="session-card__meta muted">
            {[formatSessionDuration(session.duration), distance, FOCUS_LABEL[session.focus]]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        {completedId ? null : (
          <span className="session-card__chevron" aria-hidden="true">
            ›
          </span>
        )}
      </Link>
      {completedId ? <DoneLink completedId={completedId} className="session-card__done" /> : null}
    </div>
  );
}
