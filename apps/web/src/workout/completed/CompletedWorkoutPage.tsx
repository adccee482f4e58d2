import { formatDuration, formatDurationWords } from '@tricoach/core/units';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { WorkoutLoadError } from '../WorkoutLoadError';
import { Loading } from '../../app/Loading';
import type { PageProps } from '../../app/route-types';
import { TermList } from '../../app/TermList';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { displayDate } from '../../athlete-data/dates';
import { useDeleteWorkout } from '../mutations';
import { SPORT_LABEL, sessionDistance, weekdayName, type Units } from '../plan-format';
import { SportIcon } from '../SportIcon';
import { useUnits } from '../use-plan';
import type { CompletedWorkoutDetail } from './completed-api';
import { elevationUnit, speedReading, toElevation } from './completed-format';
import { FeedbackForm } from './FeedbackForm';
import { useCompletedId, useWorkoutChart, useWorkoutDetail } from './use-completed';
import { WorkoutCharts } from './WorkoutCharts';
import { ZoneBars } from './ZoneBars';
import '../plan.css';
import './completed.css';

const SOURCE_LABEL: Record<CompletedWorkoutDetail['source'], string> = {
  manual: 'Logged by hand',
  file: 'Imported file',
  garmin: 'Garmin',
  demo: 'Demo data',
};

/** Loading, 'Workout not found' and errors for the three completed-workout pages. */
function WorkoutState({ query, title }: { query: ReturnType<typeof useWorkoutDetail>; title: string }) {
  if (query.isPending) return <Loading label="Loading workout" />;
  return (
    <WorkoutLoadError
      className="completed-workout"
      error={query.error}
      title={title}
      notFoundText="This workout does not exist or was deleted."
      onRetry={() => void query.refetch()}
    />
  );
}

/** /app/workout/completed/:id — everything about one completed workout. */
export function CompletedWorkoutPage({ route }: PageProps) {
  const id = useCompletedId();
  const units = useUnits();
  const detail = useWorkoutDetail(id);
  if (!detail.isSuccess) return <WorkoutState query={detail} title={route.title} />;
  return <CompletedWorkout workout={detail.data} units={units} />;
}

function Header({ workout }: { workout: CompletedWorkoutDetail }) {
  return (
    <>
      <p className="planned-workout__kicker">
        <SportIcon sport={workout.sport} label />
        <span className="tag tag--done">Done</span>
        <span className="tag tag--muted">{SOURCE_LABEL[workout.source]}</span>
      </p>
      <h1 id="workout-title">{workout.title}</h1>
      <p className="muted completed-workout__date">
        {weekdayName(workout.date)} {displayDate(workout.date)}
      </p>
    </>
  );
}

function CompletedWorkout({ workout, units }: { workout: CompletedWorkoutDetail; units: Units }) {
  const chart = useWorkoutChart(workout.id, workout.hasSamples);
  return (
    <section className="page completed-workout" aria-labelledby="workout-title">
      <Header workout={workout} />
      <SummaryTiles workout={workout} units={units} />
      {workout.planned ? <PlannedComparison workout={workout} units={units} /> : null}
      {workout.hasSamples ? (
        <section aria-labelledby="charts-title">
          <div className="section-heading">
            <h2 id="charts-title">Charts</h2>
            <Link
              className="button button--small button--ghost"
              to={`/app/workout/completed/${encodeURIComponent(workout.id)}/graph`}
            >
              Full size
            </Link>
          </div>
          {chart.isSuccess ? (
            <WorkoutCharts chart={chart.data} units={units} />
          ) : chart.isError ? (
            <p role="alert">{chart.error.message}</p>
          ) : (
            <Loading label="Loading charts" />
          )}
        </section>
      ) : null}
      {workout.zones ? <ZoneBars zones={workout.zones} /> : null}
      <FeedbackForm workoutId={workout.id} feedback={workout.feedback} />
      <DeleteWorkout workout={workout} />
    </section>
  );
}

function SummaryTiles({ workout, units }: { workout: CompletedWorkoutDetail; units: Units }) {
  const reading = speedReading(workout.sport, units);
  const speed =
    workout.averageSpeedMetersPerSecond && reading
      ? reading.fromSpeed(workout.averageSpeedMetersPerSecond)
      : null;
  const distance = workout.distanceMeters
    ? sessionDistance(workout.distanceMeters, workout.sport, units)
    : undefined;
  const tiles: [string, string][] = [['Duration', formatDuration(workout.durationSeconds)]];
  if (distance) tiles.push(['Distance', distance]);
  if (reading && speed !== null)
    tiles.push([
      reading.label === 'Pace' ? 'Avg pace' : 'Avg speed',
      `${reading.format(speed)} ${reading.unit}`,
    ]);
  if (workout.averageHeartRate) tiles.push(['Avg heart rate', `${workout.averageHeartRate} bpm`]);
  if (workout.maxHeartRate) tiles.push(['Max heart rate', `${workout.maxHeartRate} bpm`]);
  if (workout.averagePower) tiles.push(['Avg power', `${workout.averagePower} W`]);
  if (workout.elevationGainMeters)
    tiles.push([
      'Elevation gain',
      `${Math.round(toElevation(workout.elevationGainMeters, units))} ${elevationUnit(units)}`,
    ]);
  if (workout.stressScore !== null) tiles.push(['Stress score', String(workout.stressScore)]);
  if (workout.rpe) tiles.push(['RPE', `${workout.rpe} / 10`]);
  return <TermList className="facts completed-workout__tiles" label="Summary" terms={tiles} />;
}

function PlannedComparison({ workout, units }: { workout: CompletedWorkoutDetail; units: Units }) {
  const planned = workout.planned;
  if (!planned) return null;
  const plannedDistance = sessionDistance(planned.distance, planned.sport, units);
  const doneDistance = workout.distanceMeters
    ? sessionDistance(workout.distanceMeters, workout.sport, units)
    : undefined;
  const ratio = planned.duration > 0 ? Math.round((workout.durationSeconds / planned.duration) * 100) : null;
  return (
    <section className="comparison" aria-labelledby="comparison-title">
      <h2 id="comparison-title">Planned vs done</h2>
      <p>
        <Link to={`/app/workout/planned/${encodeURIComponent(planned.id)}`}>{planned.title}</Link>
        <span className="muted"> · {SPORT_LABEL[planned.sport]}</span>
      </p>
      <table className="comparison__table">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col">Planned</th>
            <th scope="col">Done</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Duration</th>
            <td>{formatDurationWords(planned.duration)}</td>
            <td>
              {formatDurationWords(workout.durationSeconds)}
              {ratio !== null ? <span className="muted"> ({ratio} %)</span> : null}
            </td>
          </tr>
          {plannedDistance || doneDistance ? (
            <tr>
              <th scope="row">Distance</th>
              <td>{plannedDistance ?? '—'}</td>
              <td>{doneDistance ?? '—'}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Stress</th>
            <td>{planned.load}</td>
            <td>{workout.stressScore ?? '—'}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function DeleteWorkout({ workout }: { workout: CompletedWorkoutDetail }) {
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteWorkout();
  // Stays busy once deleted, while the page goes away.
  const busy = deletion.isPending || deletion.isSuccess;
  const navigate = useNavigate();

  function remove() {
    deletion.mutate(workout, {
      onSuccess: () => {
        toastSuccess('Workout deleted');
        void navigate(
          workout.plannedSessionId
            ? `/app/workout/planned/${encodeURIComponent(workout.plannedSessionId)}`
            : '/app/dashboard',
          { replace: true },
        );
      },
      onError: () => toastError('Failed to delete workout data'),
    });
  }

  if (!asking) {
    return (
      <div className="danger-zone">
        <button
          type="button"
          className="button button--danger-outline button--block"
          onClick={() => setAsking(true)}
        >
          Delete workout
        </button>
      </div>
    );
  }
  return (
    <div
      className="danger-zone danger-zone--asking"
      role="alertdialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
    >
      <h2 id="delete-title">Delete this workout?</h2>
      <p id="delete-text" className="muted">
        Its recording, zones and feedback are removed for good.
        {workout.plannedSessionId ? ' The planned session counts as not done again.' : ''}
      </p>
      <div className="workout-actions__row">
        <button type="button" className="button" disabled={busy} onClick={() => setAsking(false)}>
          Cancel
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
          Delete
        </button>
      </div>
    </div>
  );
}

/** A completed workout's page of its own: the way back to the workout, the title, its sport and day. */
function SubPageHeader({
  id,
  workout,
  title,
}: {
  id: string;
  workout: CompletedWorkoutDetail;
  title: string;
}) {
  return (
    <>
      <Link className="button button--link" to={`/app/workout/completed/${encodeURIComponent(id)}`}>
        ‹ {workout.title}
      </Link>
      <h1 id="workout-title">{title}</h1>
      <p className="muted completed-workout__date">
        {SPORT_LABEL[workout.sport]} · {weekdayName(workout.date)} {displayDate(workout.date)}
      </p>
    </>
  );
}

/** /app/workout/completed/:id/graph — the charts at full size (landscape phones, desktops). */
export function WorkoutGraphPage({ route }: PageProps) {
  const id = useCompletedId();
  const units = useUnits();
  const detail = useWorkoutDetail(id);
  const chart = useWorkoutChart(id, detail.data?.hasSamples ?? false);
  if (!detail.isSuccess) return <WorkoutState query={detail} title={route.title} />;
  return (
    <section className="page completed-workout completed-workout--wide" aria-labelledby="workout-title">
      <SubPageHeader id={id} workout={detail.data} title="Workout graph" />
      {!detail.data.hasSamples ? (
        <p className="muted">
          No recording for this workout: charts appear for workouts recorded by a watch or a bike computer.
        </p>
      ) : chart.isSuccess ? (
        <WorkoutCharts chart={chart.data} units={units} height={260} />
      ) : (
        <Loading label="Loading charts" />
      )}
    </section>
  );
}

/** /app/workout/completed/:id/feedback — the feedback form on a screen of its own. */
export function WorkoutFeedbackPage({ route }: PageProps) {
  const id = useCompletedId();
  const detail = useWorkoutDetail(id);
  const navigate = useNavigate();
  if (!detail.isSuccess) return <WorkoutState query={detail} title={route.title} />;
  const back = `/app/workout/completed/${encodeURIComponent(id)}`;
  return (
    <section className="page completed-workout" aria-labelledby="workout-title">
      <SubPageHeader id={id} workout={detail.data} title="Workout feedback" />
      <FeedbackForm workoutId={id} feedback={detail.data.feedback} onSaved={() => void navigate(back)} />
    </section>
  );
}
