import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../app/Loading';
import type { PageProps } from '../app/route-types';
import { toastSuccess } from '../app/toast/toast-store';
import { displayDate } from '../athlete-data/dates';
import { failureOf } from '../athlete-data/mutations';
import { checkInKeys, fetchReadiness } from '../checkin/checkin-api';
import { useChooseOriginal } from '../checkin/mutations';
import { usePlannedSessionAction } from './mutations';
import {
  fetchSkipSuggestions,
  moveSession,
  planKeys,
  skipSession,
  unskipSession,
  type PlannedSessionDetail,
} from './plan-api';
import {
  FOCUS_LABEL,
  SPORT_LABEL,
  formatSessionDuration,
  sessionDistance,
  type Units,
  weekdayName,
} from './plan-format';
import { completedIdOf, readinessChangeOf, type SessionReadiness } from './SessionCard';
import { SessionLoader } from './SessionLoader';
import { WorkoutTitle } from './WorkoutTitle';
import { IntensityGraph } from './IntensityGraph';
import { PlannedCompletion } from './completed/PlannedCompletion';
import { StepList } from './StepList';
import { DeviceDownloads } from './DeviceDownloads';
import { useUnits } from './use-plan';
import './plan.css';

/** One planned session: what it is, its steps, and skip / unskip / move. */
export function PlannedWorkoutPage({ route }: PageProps) {
  const units = useUnits();
  return (
    <SessionLoader kind="planned" title={route.title} className="planned-workout">
      {(session) => <PlannedWorkout session={session} units={units} />}
    </SessionLoader>
  );
}

function PlannedWorkout({ session, units }: { session: PlannedSessionDetail; units: Units }) {
  const skipped = session.status === 'skipped';
  const distance = sessionDistance(session.distance, session.sport, units);
  return (
    <section className="page planned-workout" aria-labelledby="workout-title">
      <WorkoutTitle
        session={session}
        tags={session.isHard ? <span className="tag tag--hard">Hard</span> : null}
      />
      <dl className="facts">
        <div>
          <dt>Date</dt>
          <dd>{displayDate(session.date)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatSessionDuration(session.duration)}</dd>
        </div>
        {distance ? (
          <div>
            <dt>Distance</dt>
            <dd>{distance}</dd>
          </div>
        ) : null}
        <div>
          <dt>Focus</dt>
          <dd>{FOCUS_LABEL[session.focus]}</dd>
        </div>
      </dl>
      {session.description ? <p className="planned-workout__description">{session.description}</p> : null}
      <ReadinessChoice session={session} />
      <PlannedCompletion session={session} />
      {session.focus === 'PerformanceTest' ? (
        <Link
          className="button button--primary button--block"
          to={`/app/workout/performance-test/${encodeURIComponent(session.id)}/pre`}
        >
          Prepare for the test
        </Link>
      ) : null}

      <SessionActions session={session} />
      {skipped ? null : <DeviceDownloads session={session} />}

      {session.legs && session.legs.length > 0 ? (
        session.legs.map((leg, index) => (
          <div key={index} className="leg">
            <h2>
              {SPORT_LABEL[leg.sport]} · {formatSessionDuration(leg.duration)}
            </h2>
            <IntensityGraph sport={leg.sport} steps={leg.steps} />
            <StepList steps={leg.steps} sport={leg.sport} units={units} />
          </div>
        ))
      ) : session.steps.length > 0 ? (
        <>
          <h2>Steps</h2>
          <IntensityGraph sport={session.sport} steps={session.steps} />
          <StepList steps={session.steps} sport={session.sport} units={units} />
        </>
      ) : null}
      {session.exercises && session.exercises.length > 0 ? (
        <>
          <h2>Exercises</h2>
          <ol className="steps" aria-label="Exercises">
            {session.exercises.map((exercise, index) => (
              <li key={index} className="step">
                <span>
                  {exercise.name} · {exercise.sets} × {exercise.reps} · rest{' '}
                  {formatSessionDuration(exercise.rest)}
                </span>
                {exercise.note ? <span className="step__note muted">{exercise.note}</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

const CHANGE_TITLE: Record<SessionReadiness['action'], string> = {
  unchanged: 'As planned today',
  capped: 'Intensity capped today',
  eased: 'Eased today',
  replaced: 'Replaced by recovery today',
  removed: 'Rest today',
};

/**
 * Today's session as the morning check-in changed it: why (the readiness message), what was
 * planned, and the choice to do the original instead — or to go back to the adjusted one.
 */
export function ReadinessChoice({ session }: { session: PlannedSessionDetail }) {
  const choice = useChooseOriginal();
  // Once done, which version to do no longer matters.
  const readiness = completedIdOf(session) ? null : readinessChangeOf(session);
  // Why: the check-in's weightiest reason (the session itself carries only what changed).
  const why = useQuery({
    queryKey: checkInKeys.readiness,
    queryFn: fetchReadiness,
    enabled: readiness !== null,
  });
  if (!readiness) return null;
  const kept = readiness.keptOriginal;

  // The plan, the check-in views and today's status are read again (checkin/mutations.ts).
  function choose(keepOriginal: boolean) {
    choice.mutate(keepOriginal, {
      onSuccess: () =>
        toastSuccess(keepOriginal ? 'You’ll do the session as planned' : 'Back to the adjusted session'),
      onError: (caught) => failureOf(caught),
    });
  }

  return (
    <aside className="readiness-choice" aria-label="Today’s readiness" data-readiness={readiness.action}>
      <h2 className="readiness-choice__title">
        {kept ? 'Planned session kept' : CHANGE_TITLE[readiness.action]}
      </h2>
      {why.data?.checkedIn && why.data.message ? <p>{why.data.message}</p> : null}
      <p>{readiness.message}</p>
      <p className="muted">
        {kept
          ? 'You chose to do the session as planned despite your check-in.'
          : `Planned: ${formatSessionDuration(readiness.original.duration)}${readiness.original.isHard ? ', hard' : ''}. Adjusted: ${
              session.duration > 0 ? formatSessionDuration(session.duration) : 'rest'
            }.`}
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={choice.isPending}
        onClick={() => choose(!kept)}
      >
        {kept ? 'Use the adjusted session' : 'Do the original instead'}
      </button>
    </aside>
  );
}

function SessionActions({ session }: { session: PlannedSessionDetail }) {
  const sessionAction = usePlannedSessionAction();
  const busy = sessionAction.isPending;
  const [moving, setMoving] = useState(false);
  const [newDate, setNewDate] = useState('');
  const skipped = session.status === 'skipped';
  const suggestions = useQuery({
    queryKey: planKeys.suggestions(session.id),
    queryFn: () => fetchSkipSuggestions(session.id),
    enabled: moving,
  });
  const dates = (suggestions.data?.dates ?? []).filter((d) => d !== session.date);

  function run(action: () => Promise<unknown>, message: string) {
    sessionAction.mutate(action, {
      onSuccess: () => {
        toastSuccess(message);
        setMoving(false);
      },
      onError: (caught) => failureOf(caught),
    });
  }

  return (
    <div className="workout-actions">
      <div className="workout-actions__row">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            skipped
              ? run(() => unskipSession(session.id), 'Workout back in your plan')
              : run(() => skipSession(session.id), 'Workout skipped')
          }
        >
          {skipped ? 'Unskip' : 'Skip'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-expanded={moving}
          onClick={() => setMoving((m) => !m)}
        >
          Move
        </button>
      </div>
      {moving ? (
        <form
          className="move-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (newDate)
              run(() => moveSession(session.id, newDate), `Workout moved to ${displayDate(newDate)}`);
          }}
        >
          {suggestions.isPending ? <Loading label="Loading dates" /> : null}
          {suggestions.isSuccess && dates.length === 0 ? (
            <p className="muted">No other day this week suits this workout.</p>
          ) : null}
          {dates.length > 0 ? (
            <>
              <label className="field">
                <span>New date</span>
                <select value={newDate} onChange={(event) => setNewDate(event.target.value)}>
                  <option value="">Choose a day</option>
                  {dates.map((d) => (
                    <option key={d} value={d}>
                      {weekdayName(d)} {displayDate(d)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--primary" disabled={busy || newDate === ''}>
                Move workout
              </button>
            </>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
