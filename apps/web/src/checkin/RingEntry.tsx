import { useState, type FormEvent } from 'react';

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
      <div className="field">
        <label htmlFor="ring-rmssd">HRV (rMSSD)</label>
        <div className="field__with-unit">
          <input
            id="ring-rmssd"
            inputMode="decimal"
            value={rmssd}
            aria-invalid={shown.rmssd ? true : undefined}
            aria-describedby={shown.rmssd ? 'ring-rmssd-error' : undefined}
            onChange={(event) => setRmssd(event.target.value)}
          />
          <span className="field__unit">ms</span>
        </div>
        {shown.rmssd ? (
          <p id="ring-rmssd-error" className="field__error">
            {shown.rmssd}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="ring-rhr">Resting heart rate</label>
        <div className="field__with-unit">
          <input
            id="ring-rhr"
            inputMode="numeric"
            value={restingHeartRate}
            aria-invalid={shown.restingHeartRate ? true : undefined}
            aria-describedby={shown.restingHeartRate ? 'ring-rhr-error' : undefined}
            onChange={(event) => setRestingHeartRate(event.target.value)}
          />
          <span className="field__unit">bpm</span>
        </div>
        {shown.restingHeartRate ? (
          <p id="ring-rhr-error" className="field__error">
            {shown.restingHeartRate}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Save measurement
      </button>
    </form>
  );
}
