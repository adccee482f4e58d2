import type { MafCategory } from '@tricoach/core';
import { MAF_ANSWERS, mafAnswerSchema } from '@tricoach/core/validation';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { useProfile } from '../../athlete-data/queries';
import { failureOf } from '../../athlete-data/mutations';
import { ChoiceGroup } from '../../app/form/fields';
import { check } from '../../app/form/validate';
import { UpperPaceCalculator } from '../../athlete-forms/UpperPaceCalculator';
import { MAF_CHOICES } from '../../athlete-forms/unit-choices';
import { stepPath } from '../flow';
import { useMafCalculation, useSaveMafThresholds } from '../mutations';
import { OnboardingFrame } from '../OnboardingFrame';
import { useStep } from '../use-step';

const EE = 'endurance-experience';

/** MAF (spec 5): 180 − age, moved by the answer; it becomes the aerobic (lower) heart rate. */
export function MafStep() {
  const step = `${EE}/maf`;
  const { data: profile } = useProfile();
  const { advance, busy: advancing } = useStep(step);
  const [answer, setAnswer] = useState<MafCategory | ''>(profile?.mafAnswer ?? '');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ mafHeartRate: number; low: number; high: number } | null>(null);
  const [missing, setMissing] = useState<string>();
  const calculation = useMafCalculation();
  const adopt = useSaveMafThresholds();
  const busy = calculation.isPending || adopt.isPending || advancing;

  function handleCalculate(event: FormEvent) {
    event.preventDefault();
    const checked = check(mafAnswerSchema, answer || undefined);
    if (!checked.ok) return setError(checked.errors._);
    setError(undefined);
    setMissing(undefined);
    calculation.mutate(checked.data, {
      onSuccess: setResult,
      onError: (caught) => {
        // The server needs the age (180 − age): its message says what is missing.
        setMissing(caught instanceof ApiError && caught.status === 400 ? caught.message : undefined);
        failureOf(caught);
      },
    });
  }

  function handleUse() {
    if (!result || !answer) return;
    adopt.mutate(result.mafHeartRate, {
      onSuccess: () => void advance({ mafAnswer: answer }),
      onError: (caught) => failureOf(caught),
    });
  }

  return (
    <OnboardingFrame
      step={step}
      title="MAF heart rate"
      lead="Dr Phil Maffetone’s formula: 180 minus your age, adjusted by your training history. It is a good aerobic (lower) threshold."
    >
      <form className="form" onSubmit={handleCalculate} noValidate aria-label="MAF calculator">
        <ChoiceGroup
          id="mafAnswer"
          label="Which describes you best?"
          choices={MAF_CHOICES.filter((c) => MAF_ANSWERS.includes(c.value))}
          value={answer}
          onChange={(v) => {
            setAnswer(v);
            setResult(null);
          }}
          error={error}
        />
        {missing ? (
          <p className="form__error">
            {missing} <Link to={stepPath('profile')}>Open your profile</Link>
          </p>
        ) : null}
        <button type="submit" className="button button--block" disabled={busy}>
          Calculate
        </button>
      </form>
      {result ? (
        <div className="result-card" role="status" aria-label="MAF result">
          <p className="result-card__value">{result.mafHeartRate} bpm</p>
          <p className="muted">
            Aerobic training range {result.low}–{result.high} bpm, for cycling and running.
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={busy}
            onClick={handleUse}
          >
            Use {result.mafHeartRate} bpm
          </button>
        </div>
      ) : null}
    </OnboardingFrame>
  );
}

export function UpperPaceStep() {
  const step = `${EE}/upper-pace-threshold-calculator`;
  const { advance } = useStep(step);
  return (
    <OnboardingFrame
      step={step}
      title="Threshold pace calculator"
      lead="A recent race result (3:30 to 3:50:00, from 1 km to the marathon) tells your threshold pace."
    >
      <UpperPaceCalculator onboarding onSaved={() => void advance()} />
    </OnboardingFrame>
  );
}
