import type { PlannedSessionSummary } from './plan-api';
import type { Units } from './plan-format';
import { SessionCard } from './SessionCard';

/** A day's planned sessions as cards, or "Rest day" when there are none (forecast and recalculation). */
export function DaySessions({
  sessions,
  units,
}: {
  sessions: readonly PlannedSessionSummary[];
  units: Units;
}) {
  if (sessions.length === 0) return <p className="muted forecast-day__rest">Rest day</p>;
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} units={units} />
        </li>
      ))}
    </ul>
  );
}
