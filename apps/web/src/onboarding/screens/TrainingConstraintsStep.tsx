import { useState, type FormEvent } from 'react';
import { useProfile } from '../../athlete-data/queries';
import { ChoiceGroup } from '../../app/form/fields';
import {
  BIKE_MEASUREMENT_CHOICES,
  POOL_LENGTH_CHOICES,
  RUN_MEASUREMENT_CHOICES,
} from '../../athlete-forms/unit-choices';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

/** What the athlete trains with decides how targets are written: pool, power meter, pace. */
export function TrainingConstraintsStep() {
  const { data: profile } = useProfile();
  const prefs = profile?.preferences;
  const { advance, busy } = useStep('training-constraints');
  const [pool, setPool] = useState(prefs?.poolLength ?? (prefs?.swimUnit === 'Yards' ? '25yd' : '25m'));
  const [bike, setBike] = useState(prefs?.cyclingMeasurement?.interval ?? 'HeartRate');
  const [run, setRun] = useState(prefs?.runningMeasurement?.interval ?? 'Pace');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void advance({
      preferences: {
        poolLength: pool,
        cyclingMeasurement: {
          aerobic: prefs?.cyclingMeasurement?.aerobic ?? 'HeartRate',
          interval: bike,
          indoor: bike,
        },
        runningMeasurement: {
          aerobic: prefs?.runningMeasurement?.aerobic ?? 'HeartRate',
          interval: run,
          indoor: prefs?.runningMeasurement?.indoor ?? 'HeartRate',
        },
      },
    });
  }

  return (
    <StepForm
      step="training-constraints"
      title="Training constraints"
      lead="Where and with what do you train? Your workouts are written for it."
      busy={busy}
      onSubmit={handleSubmit}
    >
      <ChoiceGroup
        id="pool"
        label="Your pool length"
        choices={POOL_LENGTH_CHOICES}
        value={pool}
        onChange={setPool}
      />
      <ChoiceGroup
        id="bike"
        label="Bike intervals guided by"
        choices={BIKE_MEASUREMENT_CHOICES}
        value={bike}
        onChange={setBike}
        hint="Power needs a power meter or smart trainer."
      />
      <ChoiceGroup
        id="run"
        label="Run intervals guided by"
        choices={RUN_MEASUREMENT_CHOICES}
        value={run}
        onChange={setRun}
      />
    </StepForm>
  );
}
