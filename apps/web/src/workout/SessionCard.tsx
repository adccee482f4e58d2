import { Link } from 'react-router';
import type { PlannedSessionSummary } from './plan-api';
import { FOCUS_LABEL, formatSessionDuration, sessionDistance, type Units } from './plan-format';
import { SportIcon } from './SportIcon';

export const plannedWorkoutPath = (id: string) => `/app/workout/planned/${encodeURIComponent(id)}`;

/** Strength sessions open their exercises, bricks and multisport races their legs, the rest their steps. */
export function sessionPath(session: Pick<PlannedSessionSummary, 'id' | 'sport' | 'isMultisport'>): string {
  const id = encodeURIComponent(session.id);
  if (session.sport === 'strength') return `/app/workout/strength/${id}`;
  if (session.isMultisport) return `/app/workout/multisport/${id}`;
  return plannedWorkoutPath(session.id);
}

/** One planned session as a tappable card; a skipped one is struck through. */
export function SessionCard({ session, units }: { session: PlannedSessionSummary; units: Units }) {
  const skipped = session.status === 'skipped';
  const distance = sessionDistance(session.distance, session.sport, units);
  return (
    <Link
      to={sessionPath(session)}
      className={`session-card${skipped ? ' session-card--skipped' : ''}`}
      data-status={session.status}
    >
      <SportIcon sport={session.sport} />
      <span className="session-card__body">
        <span className="session-card__title">
          {skipped ? <s>{session.title}</s> : session.title}
          {skipped ? <span className="tag tag--muted">Skipped</span> : null}
          {session.status === 'locked' ? <span className="tag tag--muted">Locked</span> : null}
          {!skipped && session.isKey ? <span className="tag tag--key">Key</span> : null}
          {!skipped && session.isHard && !session.isKey ? <span className="tag tag--hard">Hard</span> : null}
        </span>
        <span className="session-card__meta muted">
          {[formatSessionDuration(session.duration), distance, FOCUS_LABEL[session.focus]]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <span className="session-card__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
