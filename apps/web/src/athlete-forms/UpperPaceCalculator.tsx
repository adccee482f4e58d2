import { formatRunPace } from '@tricoach/core/units';
import { messages, runningRaceResultSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { saveThresholds } from '../athlete-data/api';
import { unitSystemOf, useProfile } from '../athlete-data/queries';
import { failureOf, useUpperPaceCalculation, useWriteThresholds } from '../athlete-data/mutations';
import { ChoiceGroup, TextField } from '../app/form/fields';
import { check, type FieldErrors } from '../app/form/validate';
import { parseRaceTime } from './race-time';

const DISTANCES = [
  { value: '5000', label: '5 km' },
  { value: '10000', label: '10 km' },
  { value: '21097', label: 'Half marathon' },
  { value: '42195', label: 'Marathon' },
] as const;
type Distance = (typeof DISTANCES)[number]['value'];

/** A race result → threshold pace (GET upper-pace-method), shown in the athlete's units. */
export function UpperPaceCalculator({ onboarding, onSaved }: { onboarding: boolean; onSaved: () => void }) {
  const { data: profile } = useProfile();
  const system = unitSystemOf(profile);
  const [distance, setDistance] = useState<Distance | ''>('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pace, setPace] = useState<number | null>(null);
  const calculation = useUpperPaceCalculation();
  const write = useWriteThresholds();
  const busy = calculation.isPending || write.isPending;

  function handleCalculate(event: FormEvent) {
    event.preventDefault();
    setPace(null);
    const seconds = parseRaceTime(time);
    if (time.trim() && seconds === undefined)
      return setErrors({ raceTimeInSeconds: messages.hoursMinutesSeconds() });
    const result = check(runningRaceResultSchema, {
      runningSpeedThresholdDistance: distance || undefined,
      raceTimeInSeconds: seconds,
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    calculation.mutate(
      { distance: result.data.runningSpeedThresholdDistance, seconds: result.data.raceTimeInSeconds },
      {
        onSuccess: (answer) => setPace(answer.upperPace),
        onError: (caught) => setErrors(failureOf(caught).fieldErrors),
      },
    );
  }

  function handleUse() {
    if (pace === null) return;
    write.mutate(() => saveThresholds('running', { upperPace: pace }, onboarding), {
      onSuccess: () => onSaved(),
      onError: (caught) => failureOf(caught),
    });
  }

  return (
    <>
      <form className="form" onSubmit={handleCalculate} noValidate aria-label="Threshold pace calculator">
        <ChoiceGroup
          id="runningSpeedThresholdDistance"
          label="Race distance"
          choices={DISTANCES}
          value={distance}
          onChange={setDistance}
          error={errors.runningSpeedThresholdDistance}
        />
        <TextField
          id="raceTimeInSeconds"
          label="Race time"
          unit="h:mm:ss"
          placeholder="0:45:00"
          value={time}
          onChange={setTime}
          error={errors.raceTimeInSeconds}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          Calculate
        </button>
      </form>
      {pace !== null ? (
        <div className="result-card" role="status" aria-label="Threshold pace result">
          <p className="result-card__value">{formatRunPace(pace, system)}</p>
          <p className="muted">Your estimated threshold pace.</p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={busy}
            onClick={handleUse}
          >
            Use this pace
          </button>
        </div>
      ) : null}
    </>
  );
}
