import { useState, type FormEvent } from 'react';
import type { InjuryTendencies } from '../athlete-data/types';
import { Toggle, SubmitButton } from '../app/form/fields';
import type { ProfileAnswerFormProps } from './profile-answer-form';

const SPORTS = [
  ['swimming', 'Swimming'],
  ['cycling', 'Cycling'],
  ['running', 'Running'],
] as const;

/** Spec 3, injury tendencies: the plan grows these sports more carefully. */
export function InjuryForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: ProfileAnswerFormProps<InjuryTendencies>) {
  const [value, setValue] = useState<InjuryTendencies>(
    initial ?? { swimming: false, cycling: false, running: false },
  );
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(value);
  }
  return (
    <form className="form" onSubmit={handleSubmit} aria-label="Injury tendencies">
      <fieldset className="choice-group">
        <legend>I tend to get injured in</legend>
        {SPORTS.map(([key, label]) => (
          <Toggle
            key={key}
            id={`injury-${key}`}
            label={label}
            checked={value[key]}
            onChange={(checked) => setValue((v) => ({ ...v, [key]: checked }))}
          />
        ))}
      </fieldset>
      <SubmitButton disabled={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
