import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../app/form/fields';

interface RingValues {
  rmssd: number;
  restingHeartRate: number;
}

/** Same bounds as the server (docs/api.md): values a resting person can have. */
const RMSSD_RANGE = { min: 5, max: 300 };
const RESTING_HR_RANGE = { min: 25, max: 150 };

export function ringErrors(
  rmssd: string,
  restingHeartRate: string,
): { rmssd?: string; restingHeartRate?: string } {
  const errors: { rmssd?: string; restingHeartRate?: string } = {};
  const hrv = Number(rmssd.replace(',', '.'));
  const rhr = Number(restingHeartRate.replace(',', '.'));
  if (rmssd.trim() === '') errors.rmssd = 'rMSSD is required';
  else if (!Number.isFinite(hrv) || hrv < RMSSD_RANGE.min || hrv > RMSSD_RANGE.max)
    errors.rmssd = `rMSSD must be between ${RMSSD_RANGE.min} and ${RMSSD_RANGE.max} ms`;
  if (restingHeartRate.trim() === '') errors.restingHeartRate = 'Resting heart rate is required';
  else if (!Number.isFinite(rhr) || rhr < RESTING_HR_RANGE.min || rhr > RESTING_HR_RANGE.max)
    errors.restingHeartRate = `Resting heart rate must be between ${RESTING_HR_RANGE.min} and ${RESTING_HR_RANGE.max} bpm`;
  return errors;
}

/** A ring or any other device: this morning's rMSSD and resting heart rate typed in. */
export function RingEntry({ busy, onSubmit }: { busy: boolean; onSubmit(values: RingValues): void }) {
  const [rmssd, setRmssd] = useState('');
  const [restingHeartRate, setRestingHeartRate] = useState('');
  const [shown, setShown] = useState<{ rmssd?: string; restingHeartRate?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = ringErrors(rmssd, restingHeartRate);
    setShown(errors);
    if (errors.rmssd || errors.restingHeartRate) return;
    onSubmit({
      rmssd: Number(rmssd.replace(',', '.')),
      restingHeartRate: Number(restingHeartRate.replace(',', '.')),
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">Open your ring’s or watch’s app and copy this morning’s values.</p>
      <RingField
        id="ring-rmssd"
        label="HRV (rMSSD)"
        unit="ms"
        inputMode="decimal"
        value={rmssd}
        error={shown.rmssd}
        onChange={setRmssd}
      />
      <RingField
        id="ring-rhr"
        label="Resting heart rate"
        unit="bpm"
        inputMode="numeric"
        value={restingHeartRate}
        error={shown.restingHeartRate}
        onChange={setRestingHeartRate}
      />
      <SubmitButton disabled={busy}>Save measurement</SubmitButton>
    </form>
  );
}

/** One value read off the ring's app, its unit shown after the input. */
function RingField({
  id,
  label,
  unit,
  inputMode,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  unit: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__with-unit">
        <input
          id={id}
          inputMode={inputMode}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="field__unit">{unit}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
