import { startOfWeek, type IsoDate } from '@tricoach/core';
import { Link } from 'react-router';
import { Loading } from '../app/Loading';
import { displayDate } from '../athlete-data/dates';
import type { Outlook } from '../workout/plan-api';
import { formatSessionDuration, SPORT_LABEL, weekdayName, type Units } from '../workout/plan-format';
import { plannedWorkoutPath, SessionCard } from '../workout/SessionCard';
import { useOutlook, useUnits } from '../workout/use-plan';
import '../workout/plan.css';

/** Below today's status: today's sessions and the week at a glance (GET outlook, this week). */
export function TodayPlan({ today }: { today: IsoDate }) {
  const units = useUnits();
  const outlook = useOutlook(startOfWeek(today));
  if (outlook.isPending) return <Loading label="Loading this week" />;
  if (outlook.isError)
    return (
      <div className="status-card" role="alert">
        <p>{outlook.error.message}</p>
        <button type="button" className="button" onClick={() => void outlook.refetch()}>
          Retry
        </button>
      </div>
    );
  return (
    <>
      <TodaySessions outlook={outlook.data} today={today} units={units} />
      <WeekStrip outlook={outlook.data} today={today} />
    </>
  );
}

export function TodaySessions({ outlook, today, units }: { outlook: Outlook; today: IsoDate; units: Units }) {
  const sessions = outlook.days.find((day) => day.date === today)?.sessions ?? [];
  return (
    <section aria-labelledby="today-sessions-title">
      <h2 id="today-sessions-title">Today’s workouts</h2>
      {sessions.length === 0 ? (
        <p className="muted">Nothing planned today.</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} units={units} />
              <ReadinessNote session={session} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SessionReadiness {
  action: 'unchanged' | 'capped' | 'eased' | 'replaced' | 'removed';
  message: string;
  keptOriginal: boolean;
  original: { duration: number };
}

/** Today's session as the morning check-in changed it (outlook `readiness`, docs/api.md). */
function ReadinessNote({ session }: { session: object }) {
  const readiness = (session as { readiness?: SessionReadiness }).readiness;
  if (!readiness || readiness.action === 'unchanged') return null;
  const text = readiness.keptOriginal
    ? 'You chose the session as planned.'
    : `${readiness.message} Planned: ${formatSessionDuration(readiness.original.duration)}.`;
  return (
    <p className="readiness-note" data-readiness={readiness.action}>
      {text}{' '}
      <Link to="/checkin/result">{readiness.keptOriginal ? 'Use the adjusted session' : 'Keep the original'}</Link>
    </p>
  );
}

/** Mon–Sun: each day's sessions as sport dots (a link each) and the week's total time. */
export function WeekStrip({ outlook, today }: { outlook: Outlook; today: IsoDate }) {
  return (
    <section aria-labelledby="week-title" className="week-glance">
      <div className="week-glance__head">
        <h2 id="week-title">The week at a glance</h2>
        <Link to="/app/forecast" className="week-glance__total">
          {formatSessionDuration(outlook.totals.duration)}
          <span className="visually-hidden"> this week</span>
        </Link>
      </div>
      <ol className="week-strip" aria-label="Week">
        {outlook.days.map((day) => (
          <li
            key={day.date}
            className={`week-strip__day${day.date === today ? ' week-strip__day--today' : ''}`}
            aria-label={`${weekdayName(day.date)} ${displayDate(day.date)}`}
            aria-current={day.date === today ? 'date' : undefined}
          >
            <span className="week-strip__name">{weekdayName(day.date)}</span>
            <span className="week-strip__date">{day.date.slice(8)}</span>
            <span className="week-strip__dots">
              {day.sessions.map((session) => (
                <Link
                  key={session.id}
                  to={plannedWorkoutPath(session.id)}
                  className={`sport-dot sport-dot--${session.sport}${session.status === 'skipped' ? ' sport-dot--skipped' : ''}`}
                  title={session.title}
                >
                  <span className="visually-hidden">
                    {SPORT_LABEL[session.sport]}: {session.title}
                    {session.status === 'skipped' ? ' (skipped)' : ''}
                  </span>
                </Link>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
