import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { displayDate } from '../../athlete-data/dates';
import { useAvailability, useGoals } from '../../athlete-data/queries';
import type { FeasibilityOutcome } from '../../athlete-data/types';
import { failureOf, useSaveProfile } from '../../athlete-data/mutations';
import { AvailabilityEditor } from '../../athlete-forms/AvailabilityEditor';
import { RACE_TYPE_LABELS } from '../../athlete-forms/race-labels';
import { stepPath } from '../flow';
import { screensOfMissing, type MissingScreen } from '../missing-answers';
import { useCompleteOnboarding, useStartTrial } from '../mutations';
import { OnboardingFrame } from '../OnboardingFrame';
import { StepButton } from '../StepButton';
import { useStep } from '../use-step';
import { Loading } from '../../app/Loading';

export function AvailabilityStep() {
  const { advance } = useStep('availability');
  const availability = useAvailability();
  return (
    <OnboardingFrame
      step="availability"
      title="Availability"
      lead="When can you train? Add slots per day and the sports that fit them. Plan about 10% more than your peak week."
    >
      {availability.isPending ? (
        <Loading />
      ) : (
        <AvailabilityEditor
          initial={availability.data}
          submitLabel="Continue"
          onDone={() => void advance()}
        />
      )}
    </OnboardingFrame>
  );
}

const VERDICT: Record<FeasibilityOutcome, { title: string; tone: 'good' | 'ok' | 'warn' }> = {
  GoalSeemsFeasible: { title: 'Your goal seems feasible', tone: 'good' },
  GoalIsDoable: { title: 'Your goal is doable', tone: 'ok' },
  GoalDateTooClose: { title: 'Your race is very close', tone: 'warn' },
  GoalInTaperPhase: { title: 'Your race is in the taper phase', tone: 'warn' },
};

/** The goal's feasibility verdict, as the goals call computes it. */
export function FeasibilityStep() {
  const goals = useGoals();
  const goal = goals.data?.find((g) => g.racePriority === 'A') ?? goals.data?.[0];
  const verdict = goal?.feasibility ? VERDICT[goal.feasibility.outcome] : undefined;
  return (
    <OnboardingFrame step="feasibility-check" title="Is your goal feasible?">
      {goals.isPending ? <Loading label="Checking your goal" /> : null}
      {goal ? (
        <div
          className={`verdict verdict--${verdict?.tone ?? 'ok'}`}
          role="status"
          aria-label="Feasibility verdict"
        >
          <p className="verdict__race">
            {goal.raceName} · {RACE_TYPE_LABELS[goal.eventType]} · {displayDate(goal.eventDate)}
          </p>
          <h2>{verdict?.title ?? 'Your coach could not judge this goal yet'}</h2>
          {goal.feasibility ? <p>{goal.feasibility.message}</p> : null}
        </div>
      ) : goals.isError ? (
        <p className="form__error">
          Your goal could not be checked right now. You can go on; your coach checks again when the plan is
          built.
        </p>
      ) : null}
      <StepButton step="feasibility-check" />
    </OnboardingFrame>
  );
}

/** Completion (spec 2): marks onboarding done, which starts the plan generation. */
export function CompleteStep() {
  const { save, busy } = useSaveProfile();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const [missing, setMissing] = useState<MissingScreen[]>([]);
  async function handleFinish() {
    // The step is stored first, so a reload after completing lands on the trial.
    const moved = await save({ onboardingStep: 'start-trial' }, 'onboarding.complete');
    if (!moved.ok) return;
    complete.mutate(undefined, {
      onSuccess: () => void navigate(stepPath('start-trial')),
      onError: (caught) => {
        setMissing(
          screensOfMissing(caught instanceof ApiError ? caught.fieldErrors.map((e) => e.field) : []),
        );
        failureOf(caught);
      },
    });
  }
  return (
    <OnboardingFrame step="complete" title="You are all set">
      <p className="lead">
        Thank you! Your coach now has everything to build your first plan around your race.
      </p>
      <ul className="check-list">
        <li>Your plan is built in the background in a moment.</li>
        <li>It adapts every week to what you did and how you feel.</li>
      </ul>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy || complete.isPending}
        onClick={() => void handleFinish()}
      >
        Finish and build my plan
      </button>
      {missing.length > 0 ? (
        <div className="issues" role="alert" aria-label="Missing answers">
          <h2>A few answers are still missing</h2>
          <ul>
            {missing.map((screen) => (
              <li key={screen.step}>
                <Link to={stepPath(screen.step)}>{screen.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </OnboardingFrame>
  );
}

export function StartTrialStep() {
  const navigate = useNavigate();
  const trial = useStartTrial();
  function handleStart() {
    trial.mutate(undefined, {
      onSuccess: () => void navigate('/app/dashboard', { replace: true }),
      onError: (caught) => failureOf(caught),
    });
  }
  return (
    <OnboardingFrame step="start-trial" title="Start your free trial" canGoBack={false}>
      <p className="lead">Try Tricoach Premium free for 14 days.</p>
      <ul className="check-list">
        <li>Your personal plan for swim, bike, run and strength</li>
        <li>Daily readiness check and workouts adapted to it</li>
        <li>Weekly forecast, roadmap and statistics</li>
      </ul>
      <p className="muted">No payment now. After 14 days you choose a package, or your plan pauses.</p>
      {/* Stays disabled once started, while the app opens the dashboard. */}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={trial.isPending || trial.isSuccess}
        onClick={handleStart}
      >
        Start free trial
      </button>
    </OnboardingFrame>
  );
}
