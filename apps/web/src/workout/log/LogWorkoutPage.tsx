import type { Modality, Sport } from '@tricoach/core';
import { MODALITIES } from '@tricoach/core/model';
import { formatHoursMinutes } from '@tricoach/core/units';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { SelectField, TextField, SubmitButton } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import type { PageProps } from '../../app/route-types';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { todayIso } from '../../athlete-data/dates';
import { wasKept } from '../../offline/keep-write';
import { useLogWorkout } from '../mutations';
import { fetchPlannedSession, planKeys } from '../plan-api';
import { useUnits } from '../use-plan';
import { distanceUnit, metersToTyped, MODALITY_OF_SPORT, toLogBody, type LogFormValues } from './log-form';
import '../plan.css';
import './log.css';

const SPORT_CHOICES: { value: Modality; label: string }[] = [
  { value: 'swimming', label: 'Swim' },
  { value: 'cycling', label: 'Bike' },
  { value: 'running', label: 'Run' },
  { value: 'strengthtraining', label: 'Strength' },
];
const RPE_CHOICES = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1}${i === 0 ? ' – very easy' : i === 9 ? ' – maximal' : ''}`,
}));

const isModality = (value: string | null): value is Modality => MODALITIES.includes(value as Modality);

/** ?date=&sport=&planned=: the form opens filled for that day, sport and planned session. */
function useLogQuery() {
  const search = new URLSearchParams(useLocation().search);
  const sport = search.get('sport');
  const modality: Modality | '' = isModality(sport)
    ? sport
    : sport && sport in MODALITY_OF_SPORT
      ? MODALITY_OF_SPORT[sport as Sport]
      : '';
  const date = search.get('date');
  return {
    sport: modality,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayIso(),
    planned: search.get('planned') ?? '',
  };
}

/** /app/workout/log — a workout done without a wearable, typed in by hand. */
export function LogWorkoutPage(_props: PageProps) {
  const query = useLogQuery();
  const planned = useQuery({
    queryKey: planKeys.session(query.planned),
    queryFn: () => fetchPlannedSession(query.planned),
    enabled: query.planned !== '',
  });
  // Offline without that session kept, the form opens blank rather than wait for the network.
  if (query.planned !== '' && planned.isPending && planned.fetchStatus !== 'paused') return null;
  return <LogWorkoutForm key={planned.data?.id ?? 'blank'} query={query} planned={planned.data} />;
}

function LogWorkoutForm({
  query,
  planned,
}: {
  query: ReturnType<typeof useLogQuery>;
  planned: Awaited<ReturnType<typeof fetchPlannedSession>> | undefined;
}) {
  const units = useUnits();
  const navigate = useNavigate();
  const { mutation: log, refreshAfterLog } = useLogWorkout();
  const today = todayIso();
  const initialSport = planned ? MODALITY_OF_SPORT[planned.sport] : query.sport;
  const {
    fields: values,
    setErrors,
    bind,
  } = useFormFields<LogFormValues>(
    {
      sport: initialSport,
      date: planned && planned.date <= today ? planned.date : query.date,
      startTime: '',
      duration: planned ? formatHoursMinutes(planned.duration) : '',
      distance:
        planned && planned.distance > 0 && planned.sport !== 'strength'
          ? metersToTyped(planned.distance, initialSport, units)
          : '',
      averageHeartRate: '',
      averagePower: '',
      rpe: '',
    },
    // Editing a field clears its message: the athlete sees it was heard, the next save checks again.
    { clearErrorOnEdit: true },
  );

  function submit() {
    const checked = toLogBody(values, units, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    log.mutate(checked.body, {
      onSuccess: async (workout) => {
        if (wasKept(workout)) {
          toastSuccess('Workout saved on this device. It is sent when you are back online.');
          await navigate('/app/dashboard', { replace: true });
          return;
        }
        toastSuccess('Workout saved');
        // Navigate first: a first workout raises the celebration flag, and the guards let the
        // athlete stay on that workout's page (spec 4) but not on this form.
        await navigate(`/app/workout/completed/${encodeURIComponent(workout.id)}`, { replace: true });
        refreshAfterLog();
      },
      onError: (caught) => {
        if (caught instanceof ApiError && caught.fieldErrors.length > 0) {
          setErrors(
            Object.fromEntries(
              caught.fieldErrors.map((e) => [
                e.field === 'durationSeconds'
                  ? 'duration'
                  : e.field === 'distanceMeters'
                    ? 'distance'
                    : e.field,
                e.message,
              ]),
            ),
          );
        }
        toastError(caught instanceof ApiError ? caught.message : 'Failed to save workout');
      },
    });
  }

  const unit = distanceUnit(values.sport, units);
  return (
    <section className="page page--narrow log-workout" aria-labelledby="log-title">
      <h1 id="log-title">Log a workout</h1>
      <p className="muted">
        {planned ? (
          <>
            For <Link to={`/app/workout/planned/${encodeURIComponent(planned.id)}`}>{planned.title}</Link>:
            change what differed from the plan.
          </>
        ) : (
          'No watch? Enter what you did; it counts toward your plan and your fitness.'
        )}
      </p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField {...bind('sport')} label="Sport" choices={SPORT_CHOICES} placeholder="Choose a sport" />
        <div className="field-row">
          <TextField {...bind('date')} label="Date" type="date" max={today} />
          <TextField
            {...bind('startTime')}
            label="Start time"
            placeholder="07:30"
            inputMode="numeric"
            hint="Optional"
          />
        </div>
        <div className="field-row">
          <TextField {...bind('duration')} label="Duration (h:mm)" placeholder="0:45" inputMode="numeric" />
          {values.sport !== 'strengthtraining' ? (
            <TextField
              {...bind('distance')}
              label="Distance"
              unit={unit}
              inputMode="decimal"
              hint="Optional"
            />
          ) : null}
        </div>
        <div className="field-row">
          <TextField
            {...bind('averageHeartRate')}
            label="Avg heart rate"
            unit="bpm"
            inputMode="numeric"
            hint="Optional"
          />
          {values.sport === 'cycling' ? (
            <TextField
              {...bind('averagePower')}
              label="Avg power"
              unit="W"
              inputMode="numeric"
              hint="Optional"
            />
          ) : null}
        </div>
        <SelectField
          {...bind('rpe')}
          label="Effort (RPE 1–10)"
          choices={RPE_CHOICES}
          placeholder="How hard was it?"
          hint="Scores the workout's stress when there is no heart rate or power."
        />
        {/* Stays disabled once saved, while the page moves on to the workout. */}
        <SubmitButton disabled={log.isPending || log.isSuccess}>Save workout</SubmitButton>
      </form>
    </section>
  );
}
