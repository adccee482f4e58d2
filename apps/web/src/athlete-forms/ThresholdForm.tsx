import { useState, type FormEvent, type ReactNode } from 'react';
import { estimateThresholds, saveDefaultSwimThreshold, saveThresholds } from '../athlete-data/api';
import { swimUnitOf, unitSystemOf, useProfile } from '../athlete-data/queries';
import type { Thresholds } from '../athlete-data/types';
import { failureOf, useWriteThresholds } from '../athlete-data/mutations';
import { TextField, SubmitButton } from '../app/form/fields';
import { check, type FieldErrors } from '../app/form/validate';
import { thresholdConfig, type ThresholdKind } from './threshold-fields';

interface ThresholdFormProps {
  kind: ThresholdKind;
  thresholds: Thresholds | undefined;
  /** Onboarding posts to the `/onboarding` variants (docs/api.md). */
  onboarding: boolean;
  submitLabel: string;
  onSaved: () => void;
  /** Links to the calculators, below the inputs. */
  children?: ReactNode;
}

/**
 * One sport's thresholds in the athlete's units (min/km or min/mi, min/100m or min/100yd),
 * checked by the shared schemas; stored values of the other level take part in the
 * lower-below-upper rule. "I don't know" lets the coach estimate (or 2:00/100 m for CSS).
 */
export function ThresholdForm({
  kind,
  thresholds,
  onboarding,
  submitLabel,
  onSaved,
  children,
}: ThresholdFormProps) {
  const { data: profile } = useProfile();
  const config = thresholdConfig(kind, unitSystemOf(profile), swimUnitOf(profile) === 'Yards');
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries(config.inputs.map((input) => [input.name, thresholds ? input.read(thresholds) : ''])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const write = useWriteThresholds();
  const isBlank = config.inputs.every((input) => !fields[input.name]?.trim());

  function run(call: () => Promise<Thresholds>) {
    write.mutate(call, {
      onSuccess: () => onSaved(),
      onError: (caught) => setErrors(failureOf(caught).fieldErrors),
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Cycling and running thresholds may stay unknown: nothing typed moves on (the coach estimates).
    if (isBlank && kind !== 'swim') return onSaved();
    const result = check(config.schema, { ...(thresholds ? config.context(thresholds) : {}), ...fields });
    if (!result.ok) {
      const own = Object.fromEntries(Object.entries(result.errors).filter(([key]) => key in fields));
      return setErrors(Object.keys(own).length > 0 ? own : result.errors);
    }
    setErrors({});
    const body = Object.fromEntries(
      Object.entries(result.data).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && (entry[0] in fields || entry[0] === 'css'),
      ),
    );
    run(() => saveThresholds(config.sport, body, onboarding));
  }

  const dontKnow = () =>
    run(() => (kind === 'swim' ? saveDefaultSwimThreshold() : estimateThresholds(config.sport)));
  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-label={`${config.sport} thresholds`}>
      {config.inputs.map((input, index) => (
        <div key={input.name}>
          {kind === 'swim' && index === 1 ? <p className="divider">or from a CSS test</p> : null}
          <TextField
            id={input.name}
            label={input.label}
            unit={input.unit}
            placeholder={input.placeholder}
            inputMode={input.unit === 'W' || input.unit === 'bpm' ? 'numeric' : 'text'}
            value={fields[input.name] ?? ''}
            onChange={(value) => setFields((f) => ({ ...f, [input.name]: value }))}
            error={errors[input.name]}
          />
        </div>
      ))}
      {errors._ ? <p className="form__error">{errors._}</p> : null}
      {children}
      <SubmitButton disabled={write.isPending}>{submitLabel}</SubmitButton>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={write.isPending}
        onClick={dontKnow}
      >
        {kind === 'swim' ? 'I don’t know: use 2:00 per 100 m' : 'I don’t know: estimate for me'}
      </button>
    </form>
  );
}
