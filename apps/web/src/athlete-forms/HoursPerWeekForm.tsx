import { useMutation } from '@tanstack/react-query';
import { trainingVolumeSchema } from '@tricoach/core/validation';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SaveResult } from '../athlete-data/mutations';
import { TextField, SubmitButton } from '../app/form/fields';
import { check } from '../app/form/validate';

const hoursSchema = trainingVolumeSchema.shape.hoursPerWeekAvailable.unwrap();

/** Hours a week the athlete wants to train (spec 3, hoursPerWeekAvailable). */
export function HoursPerWeekForm({
  initial,
  hint,
  submitLabel,
  onSubmit,
}: {
  initial: number | null | undefined;
  hint?: ReactNode;
  submitLabel: string;
  onSubmit: (hours: number) => Promise<SaveResult>;
}) {
  const [hours, setHours] = useState(initial === null || initial === undefined ? '' : String(initial));
  const [error, setError] = useState<string>();
  // The caller's save (it toasts its own failures and answers the field's message).
  const submit = useMutation({ mutationFn: onSubmit });
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = check(hoursSchema, hours);
    if (!result.ok) return setError(result.errors._);
    setError(undefined);
    submit.mutate(result.data, {
      onSuccess: (saved) => {
        if (!saved.ok)
          setError(
            saved.fieldErrors.hoursPerWeekAvailable ?? saved.fieldErrors['experience.hoursPerWeekAvailable'],
          );
      },
    });
  }
  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-label="Training volume">
      <TextField
        id="hoursPerWeekAvailable"
        label="Hours per week available"
        unit="hours"
        inputMode="decimal"
        value={hours}
        onChange={setHours}
        error={error}
        hint={hint}
      />
      <SubmitButton disabled={submit.isPending}>{submitLabel}</SubmitButton>
    </form>
  );
}
