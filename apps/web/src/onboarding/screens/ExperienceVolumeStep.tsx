import { trainingVolumeSchema } from '@tricoach/core/validation';
import type { FormEvent } from 'react';
import { swimUnitOf, useProfile } from '../../athlete-data/queries';
import { TextField } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import { check } from '../../app/form/validate';
import { swimMetersOf, swimTextOf } from '../../athlete-forms/swim-distance';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

type Key =
  | 'swimmingExperienceTrainingDurationInMonths'
  | 'cyclingExperienceTrainingDurationInMonths'
  | 'runningExperienceTrainingDurationInMonths'
  | 'swimmingExperienceTrainingVolumeInMetersPerWeek'
  | 'cyclingExperienceTrainingVolumeInHoursPerWeek'
  | 'runningExperienceTrainingVolumeInHoursPerWeek';

/** Spec 3, experience: months per sport and the weekly volume of the last 6 weeks. */
export function ExperienceVolumeStep() {
  const { data: profile } = useProfile();
  const yards = swimUnitOf(profile) === 'Yards';
  const { advance, busy } = useStep('endurance-experience/training-volume');
  const { fields, setErrors, bind } = useFormFields<Record<Key, string>>(() => {
    const e = profile?.experience ?? {};
    const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
    return {
      swimmingExperienceTrainingDurationInMonths: text(e.swimmingExperienceTrainingDurationInMonths),
      cyclingExperienceTrainingDurationInMonths: text(e.cyclingExperienceTrainingDurationInMonths),
      runningExperienceTrainingDurationInMonths: text(e.runningExperienceTrainingDurationInMonths),
      swimmingExperienceTrainingVolumeInMetersPerWeek: swimTextOf(
        e.swimmingExperienceTrainingVolumeInMetersPerWeek,
        yards,
      ),
      cyclingExperienceTrainingVolumeInHoursPerWeek: text(e.cyclingExperienceTrainingVolumeInHoursPerWeek),
      runningExperienceTrainingVolumeInHoursPerWeek: text(e.runningExperienceTrainingVolumeInHoursPerWeek),
    };
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(trainingVolumeSchema, {
      ...fields,
      swimmingExperienceTrainingVolumeInMetersPerWeek: swimMetersOf(
        fields.swimmingExperienceTrainingVolumeInMetersPerWeek,
        yards,
      ),
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const { hoursPerWeekAvailable: _ignored, ...volume } = result.data;
    const saved = await advance({ experience: volume });
    if (!saved.ok) setErrors(saved.fieldErrors);
  }

  const field = (key: Key, label: string, unit: string) => (
    <TextField {...bind(key)} label={label} unit={unit} inputMode="decimal" />
  );
  return (
    <StepForm
      step="endurance-experience/training-volume"
      title="Your training volume"
      lead="How long have you trained each sport, and how much per week over the last 6 weeks?"
      busy={busy}
      noValidate
      onSubmit={handleSubmit}
    >
      <h2>Swimming</h2>
      {field('swimmingExperienceTrainingDurationInMonths', 'Swimming experience', 'months')}
      {field(
        'swimmingExperienceTrainingVolumeInMetersPerWeek',
        'Weekly swimming volume',
        yards ? 'yd per week' : 'm per week',
      )}
      <h2>Cycling</h2>
      {field('cyclingExperienceTrainingDurationInMonths', 'Cycling experience', 'months')}
      {field('cyclingExperienceTrainingVolumeInHoursPerWeek', 'Weekly cycling volume', 'hours per week')}
      <h2>Running</h2>
      {field('runningExperienceTrainingDurationInMonths', 'Running experience', 'months')}
      {field('runningExperienceTrainingVolumeInHoursPerWeek', 'Weekly running volume', 'hours per week')}
    </StepForm>
  );
}
