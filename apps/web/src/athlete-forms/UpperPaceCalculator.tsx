import { useQueryClient } from '@tanstack/react-query';
import { formatRunPace, messages, runningRaceResultSchema } from '@tricoach/core';
import { useState, type FormEvent } from 'react';
import { fetchUpperPace, saveThresholds } from '../athlete-data/api';
import { athleteKeys, unitSystemOf, useProfile } from '../athlete-data/queries';
import { failureOf } from '../athlete-data/use-save-profile';
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
  const client = useQueryClient();
  const [distance, setDistance] = useState<Distance | ''>('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pace, setPace] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleCalculate(event: FormEvent) {
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
    setBusy(true);
    try {
      const answer = await fetchUpperPace(
        result.data.runningSpeedThresholdDistance,
        result.data.raceTimeInSeconds,
      );
      setPace(answer.upperPace);
    } catch (caught) {
      setErrors(failureOf(caught).fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  async function handleUse() {
    if (pace === null) return;
    setBusy(true);
    try {
      await saveThresholds('running', { upperPace: pace }, onboarding);
      await client.invalidateQueries({ queryKey: athleteKeys.thresholds });
      onSaved();
    } catch (caught) {
      failureOf(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className="form"
        onSubmit={(e) => void handleCalculate(e)}
        noValidate
        aria-label="Threshold pace calculator"
      >
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
            onClick={() => void handleUse()}
          >
            Use this pace
          </button>
        </div>
      ) : null}
    </>
  );
}
