import { workoutFeedbackSchema } from '@tricoach/core/validation';
import { useState } from 'react';
import { check, type FieldErrors } from '../../app/form/validate';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { ApiError } from '../../api/errors';
import { useSaveFeedback } from '../mutations';
import type { WorkoutFeedback } from './completed-api';
import { FEEL_LABELS } from './completed-format';
import { SubmitButton } from '../../app/form/fields';

interface ScaleProps {
  name: string;
  legend: string;
  hint: string;
  count: number;
  value: number | null;
  onChange: (value: number) => void;
  labelOf?: (value: number) => string;
  error?: string | undefined;
}

/** A 1…n scale as a row of radio pills (big enough to tap on a phone). */
function Scale({ name, legend, hint, count, value, onChange, labelOf, error }: ScaleProps) {
  return (
    <fieldset
      className="scale"
      aria-describedby={`${name}-hint${error ? ` ${name}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <p id={`${name}-hint`} className="field__hint">
        {hint}
      </p>
      <div className={`scale__options scale__options--of-${count}`}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={`scale__option${value === n ? ' scale__option--selected' : ''}`}
            title={labelOf?.(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={labelOf ? `${n} – ${labelOf(n)}` : String(n)}
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      {value !== null && labelOf ? <p className="scale__chosen muted">{labelOf(value)}</p> : null}
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const INTENSITY_WORDS = [
  'Very easy',
  'Easy',
  'Easy',
  'Moderate',
  'Moderate',
  'Somewhat hard',
  'Hard',
  'Hard',
  'Very hard',
  'Maximal',
];

/** Session feedback (spec 3): as planned yes/no, intensity 1–10, duration feel 1–5. */
export function FeedbackForm({
  workoutId,
  feedback,
  onSaved,
}: {
  workoutId: string;
  feedback: WorkoutFeedback | null;
  onSaved?: () => void;
}) {
  const save = useSaveFeedback(workoutId);
  const [asPlanned, setAsPlanned] = useState<boolean | null>(feedback?.executedAsPlanned ?? null);
  const [intensity, setIntensity] = useState<number | null>(feedback?.intensity ?? null);
  const [feel, setFeel] = useState<number | null>(feedback?.durationFeel ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit() {
    const checked = check(workoutFeedbackSchema, {
      executedAsPlanned: asPlanned ?? undefined,
      intensity: intensity ?? undefined,
      durationFeel: feel ?? undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        toastSuccess('Feedback saved');
        onSaved?.();
      },
      onError: (caught) =>
        toastError(caught instanceof ApiError ? caught.message : 'Failed to save feedback'),
    });
  }

  return (
    <form
      className="feedback-form"
      aria-labelledby="feedback-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="feedback-title">How did it go?</h2>
      <fieldset className="scale" aria-invalid={errors.executedAsPlanned ? true : undefined}>
        <legend>Did you do it as planned?</legend>
        <div className="scale__options scale__options--two">
          {[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ].map((option) => (
            <label
              key={option.label}
              className={`scale__option${asPlanned === option.value ? ' scale__option--selected' : ''}`}
            >
              <input
                type="radio"
                name="executedAsPlanned"
                checked={asPlanned === option.value}
                onChange={() => setAsPlanned(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errors.executedAsPlanned ? <p className="field__error">{errors.executedAsPlanned}</p> : null}
      </fieldset>
      <Scale
        name="intensity"
        legend="How hard was it?"
        hint="1 very easy … 10 maximal"
        count={10}
        value={intensity}
        onChange={setIntensity}
        labelOf={(n) => INTENSITY_WORDS[n - 1] ?? ''}
        error={errors.intensity}
      />
      <Scale
        name="durationFeel"
        legend="How did the length feel?"
        hint="1 much too short … 5 much too long"
        count={5}
        value={feel}
        onChange={setFeel}
        labelOf={(n) => FEEL_LABELS[n - 1] ?? ''}
        error={errors.durationFeel}
      />
      <SubmitButton disabled={save.isPending}>{feedback ? 'Update feedback' : 'Save feedback'}</SubmitButton>
    </form>
  );
}
