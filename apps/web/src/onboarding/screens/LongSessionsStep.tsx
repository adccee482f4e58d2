import { formatHoursMinutes } from '@tricoach/core/units';
import { longSessionsSchema, longSessionsSchemaFor } from '@tricoach/core/validation';
import type { FormEvent } from 'react';
import { swimUnitOf, useProfile } from '../../athlete-data/queries';
import { TextField } from '../../app/form/fields';
import { useFormFields } from '../../app/form/use-form-fields';
import { check } from '../../app/form/validate';
import { swimMetersOf, swimTextOf } from '../../athlete-forms/swim-distance';
import { StepForm } from '../StepForm';
import { useStep } from '../use-step';

type Key =
  | 'averageDistanceOfLongSwimmingSession'
  | 'averageDurationOfLongCyclingSession'
  | 'averageDurationOfLongRunningSession';

/** The usual long sessions; none may exceed the weekly volume answered before (spec 5). */
export function LongSessionsStep() {
  const { data: profile } = useProfile();
  const yards = swimUnitOf(profile) === 'Yards';
  const e = profile?.experience ?? {};
  const { advance, busy } = useStep('endurance-experience/long-sessions');
  const { fields, setErrors, bind } = useFormFields<Record<Key, string>>(() => ({
    averageDistanceOfLongSwimmingSession: swimTextOf(e.averageDistanceOfLongSwimmingSession, yards),
    averageDurationOfLongCyclingSession: e.averageDurationOfLongCyclingSession
      ? formatHoursMinutes(e.averageDurationOfLongCyclingSession)
      : '',
    averageDurationOfLongRunningSession: e.averageDurationOfLongRunningSession
      ? formatHoursMinutes(e.averageDurationOfLongRunningSession)
      : '',
  }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const volume = {
      swimmingExperienceTrainingVolumeInMetersPerWeek: e.swimmingExperienceTrainingVolumeInMetersPerWeek,
      cyclingExperienceTrainingVolumeInHoursPerWeek: e.cyclingExperienceTrainingVolumeInHoursPerWeek,
      runningExperienceTrainingVolumeInHoursPerWeek: e.runningExperienceTrainingVolumeInHoursPerWeek,
    };
    const hasVolume = Object.values(volume).every((v) => typeof v === 'number');
    const schema = hasVolume
      ? longSessionsSchemaFor({
          swimmingExperienceTrainingVolumeInMetersPerWeek:
            volume.swimmingExperienceTrainingVolumeInMetersPerWeek ?? 0,
          cyclingExperienceTrainingVolumeInHoursPerWeek:
            volume.cyclingExperienceTrainingVolumeInHoursPerWeek ?? 0,
          runningExperienceTrainingVolumeInHoursPerWeek:
            volume.runningExperienceTrainingVolumeInHoursPerWeek ?? 0,
        })
      : longSessionsSchema;
    const result = check(schema, {
      ...fields,
      averageDistanceOfLongSwimmingSession: swimMetersOf(fields.averageDistanceOfLongSwimmingSession, yards),
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    // The server checks ride and run as typed h:mm text (its schema is the same as this form's).
    const saved = await advance({
      experience: {
        averageDistanceOfLongSwimmingSession: result.data.averageDistanceOfLongSwimmingSession,
        averageDurationOfLongCyclingSession: fields.averageDurationOfLongCyclingSession.trim(),
        averageDurationOfLongRunningSession: fields.averageDurationOfLongRunningSession.trim(),
      },
    });
    if (!saved.ok) setErrors(saved.fieldErrors);
  }

  return (
    <StepForm
      step="endurance-experience/long-sessions"
      title="Your long sessions"
      lead="How long is your usual longest swim, ride and run of the week?"
      busy={busy}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextField
        {...bind('averageDistanceOfLongSwimmingSession')}
        label="Long swim distance"
        unit={yards ? 'yd' : 'm'}
        inputMode="numeric"
      />
      <TextField
        {...bind('averageDurationOfLongCyclingSession')}
        label="Long ride duration"
        unit="h:mm"
        placeholder="2:30"
      />
      <TextField
        {...bind('averageDurationOfLongRunningSession')}
        label="Long run duration"
        unit="h:mm"
        placeholder="1:15"
      />
    </StepForm>
  );
}
