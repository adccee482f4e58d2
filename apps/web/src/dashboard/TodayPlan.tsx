import type { IsoDate } from '@tricoach/core';
import { startOfWeek } from '@tricoach/core/dates';
import { Link } from 'react-router';
import { QueryState } from '../app/QueryState';
import { displayDate } from '../athlete-data/dates';
import type { Outlook, UnplannedWorkout } from '../workout/plan-api';
import { formatSessionDuration, SPORT_LABEL, weekdayName, type Units } from '../workout/plan-format';
import {
  completedIdOf,
  completedWorkoutPath,
  doneCount,
  readinessChangeOf,
  sessionPath,
} from '../workout/SessionCard';
import { SessionList } from '../workout/DaySessions';
import { useOutlook, useUnits } from '../workout/use-plan';
import '../workout/plan.css';

/** Below today's status: today's sessions and the week at a glance (GET outlook, this week). */
export function TodayPlan({ today }: { today: IsoDate }) {
  const units = useUnits();
  const outlook = useOutlook(startOfWeek(today));
  return (
    <QueryState query={outlook} loadingLabel="Loading this week">
      {(week) => (
        <>
          <TodaySessions outlook={week} today={today} units={units} />
          <WeekStrip outlook={week} today={today} />
        </>
      )}
    </QueryState>
  );
}

function TodaySessions({ outlook, today, units }: { outlook: Outlook; today: IsoDate; units: Units }) {
  const day = outlook.days.find((candidate) => candidate.date === today);
  const sessions = day?.sessions ?? [];
  const unplanned = day?.unplanned ?? [];
  return (
    <section aria-labelledby="today-sessions-title">
      <h2 id="today-sessions-title">Today’s workouts</h2>
      {sessions.length === 0 ? <p className="muted">Nothing planned today.</p> : null}
      {sessions.length + unplanned.length > 0 ? (
        <SessionList
          sessions={sessions}
          unplanned={unplanned}
          units={units}
          below={(session) => <ReadinessNote session={session} />}
        />
      ) : null}
    </section>
  );
}

/** Today's session as the morning check-in changed it (outlook `readiness`, docs/api.md). */
function ReadinessNote({ session }: { session: object }) {
  const readiness = readinessChangeOf(session);
  // Once done, which version to do no longer matters.
  if (!readiness || completedIdOf(session)) return null;
  const text = readiness.keptOriginal
    ? 'You chose the session as planned.'
    : `${readiness.message} Planned: ${formatSessionDuration(readiness.original.duration)}.`;
  return (
    <p className="readiness-note" data-readiness={readiness.action}>
      {text}{' '}
      <Link to="/checkin/result">
        {readiness.keptOriginal ? 'Use the adjusted session' : 'Keep the original'}
      </Link>
    </p>
  );
}

/**
 * Mon–Sun: each day's sessions as sport dots (a link each: a done one to what was done, with a
 * check; workouts done beyond the plan too), a check under a day whose sessions are all done,
 * and the week's time and done count.
 */
function WeekStrip({ outlook, today }: { outlook: Outlook; today: IsoDate }) {
  const week = doneCount(outlook.days.flatMap((day) => day.sessions));
  return (
    <section aria-labelledby="week-title" className="week-glance">
      <div className="week-glance__head">
        <h2 id="week-title">The week at a glance</h2>
        <Link to="/app/forecast" className="week-glance__total">
          {formatSessionDuration(outlook.totals.duration)}
          <span className="visually-hidden"> this week</span>
        </Link>
      </div>
      {week.done > 0 ? (
        <p className="week-glance__done">
          <span aria-hidden="true">✓ </span>
          {week.done} of {week.total} done this week
        </p>
      ) : null}
      <ol className="week-strip" aria-label="Week">
        {outlook.days.map((day) => {
          const { done, total } = doneCount(day.sessions);
          const allDone = total > 0 && done === total;
          const classes = [
            'week-strip__day',
            day.date === today ? 'week-strip__day--today' : '',
            allDone ? 'week-strip__day--done' : '',
          ];
          return (
            <li
              key={day.date}
              className={classes.filter(Boolean).join(' ')}
              aria-label={`${weekdayName(day.date)} ${displayDate(day.date)}${allDone ? ', done' : ''}`}
              aria-current={day.date === today ? 'date' : undefined}
            >
              <span className="week-strip__name">{weekdayName(day.date)}</span>
              <span className="week-strip__date">{day.date.slice(8)}</span>
              <span className="week-strip__dots">
                {day.sessions.map((session) => (
                  <SessionDot key={session.id} session={session} />
                ))}
                {(day.unplanned ?? []).map((workout) => (
                  <UnplannedDot key={workout.completedWorkoutId} workout={workout} />
                ))}
              </span>
              {allDone ? (
                <span className="week-strip__check" aria-hidden="true">
                  ✓
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function SessionDot({ session }: { session: Outlook['days'][number]['sessions'][number] }) {
  const completedId = completedIdOf(session);
  const skipped = session.status === 'skipped' && !completedId;
  const classes = [
    'sport-dot',
    `sport-dot--${session.sport}`,
    skipped ? 'sport-dot--skipped' : '',
    completedId ? 'sport-dot--done' : '',
  ];
  return (
    <Link
      to={completedId ? completedWorkoutPath(completedId) : sessionPath(session)}
      className={classes.filter(Boolean).join(' ')}
      title={completedId ? `${session.title} (done)` : session.title}
    >
      {completedId ? <span aria-hidden="true">✓</span> : null}
      <span className="visually-hidden">
        {SPORT_LABEL[session.sport]}: {session.title}
        {skipped ? ' (skipped)' : ''}
        {completedId ? ' (done)' : ''}
      </span>
    </Link>
  );
}

/** A workout done beyond the plan: a done dot of its sport, linking to what was done. */
function UnplannedDot({ workout }: { workout: UnplannedWorkout }) {
  const title = workout.title ?? SPORT_LABEL[workout.sport];
  return (
    <Link
      to={completedWorkoutPath(workout.completedWorkoutId)}
      className={`sport-dot sport-dot--${workout.sport} sport-dot--done`}
      title={`${title} (done, not planned)`}
    >
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">
        {SPORT_LABEL[workout.sport]}: {title} (done, not planned)
      </span>
    </Link>
  );
}
