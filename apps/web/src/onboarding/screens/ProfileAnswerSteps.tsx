import { OTHER_ENDURANCE_SPORTS } from '@tricoach/core/model';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fetchEnduranceSportOptions, fetchTrainingVolumeHint } from '../../athlete-data/api';
import { useAthleteId, useProfile, useThresholds } from '../../athlete-data/queries';
import { CheckGroup } from '../../app/form/fields';
import { CommunicationForm } from '../../athlete-forms/CommunicationForm';
import { HoursPerWeekForm } from '../../athlete-forms/HoursPerWeekForm';
import { InjuryForm } from '../../athlete-forms/InjuryForm';
import { ThresholdSummary } from '../../athlete-forms/ThresholdSummary';
import { stepPath } from '../flow';
import { OnboardingFrame } from '../OnboardingFrame';
import { StepForm } from '../StepForm';
import { StepButton } from '../StepButton';
import { useStep } from '../use-step';

const EE = 'endurance-experience';

export function LowerThresholdsStep() {
  const step = `${EE}/lower-thresholds`;
  const thresholds = useThresholds();
  return (
    <OnboardingFrame
      step={step}
      title="Lower thresholds"
      lead="Your thresholds so far. Values you left open are estimated by your coach and confirmed by a performance test."
    >
      <ThresholdSummary thresholds={thresholds.data} />
      <p>
        <Link to={stepPath(`${EE}/maf`)}>Calculate your aerobic heart rate with the MAF formula</Link>
      </p>
      <StepButton step={step} />
    </OnboardingFrame>
  );
}

const spaced = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

export function OtherSportsStep() {
  const step = `${EE}/other`;
  const { data: profile } = useProfile();
  const { advance, busy } = useStep(step);
  const options = useQuery({
    queryKey: ['endurance-sport-options'],
    queryFn: fetchEnduranceSportOptions,
    retry: false,
  });
  const [sports, setSports] = useState<string[]>(profile?.otherEnduranceSports ?? []);
  // Fallback when the options call fails: spec 3's list.
  const choices = options.data ?? OTHER_ENDURANCE_SPORTS.map((value) => ({ value, label: spaced(value) }));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void advance({ otherEnduranceSports: sports });
  }
  return (
    <StepForm
      step={step}
      title="Other endurance sports"
      lead="Other sports you do regularly count toward your fitness."
      busy={busy}
      onSubmit={handleSubmit}
    >
      <CheckGroup id="other" label="I also do" choices={choices} values={sports} onChange={setSports} />
    </StepForm>
  );
}

export function InjuryStep() {
  const { data: profile } = useProfile();
  const { advance, busy } = useStep('injury');
  return (
    <OnboardingFrame
      step="injury"
      title="Injury tendencies"
      lead="Where do niggles usually start? Your plan builds those sports more gently."
    >
      <InjuryForm
        initial={profile?.injuryTendencies}
        submitLabel="Continue"
        busy={busy}
        onSubmit={(value) => void advance({ injuryTendencies: value })}
      />
    </OnboardingFrame>
  );
}

export function TrainingVolumeStep() {
  const { data: profile } = useProfile();
  const athleteId = useAthleteId();
  const { advance } = useStep('training-volume');
  const hint = useQuery({
    queryKey: ['training-volume-hint', athleteId],
    queryFn: () => fetchTrainingVolumeHint(athleteId),
    retry: false,
  });
  return (
    <OnboardingFrame
      step="training-volume"
      title="Training volume"
      lead="How many hours a week can you train in the coming months?"
    >
      {hint.data ? (
        <p className="notice" role="note">
          {hint.data.message}
        </p>
      ) : null}
      <HoursPerWeekForm
        initial={profile?.experience?.hoursPerWeekAvailable}
        hint={
          hint.data
            ? `Recommended for your race: ${hint.data.recommendedHoursPerWeek} hours, at least ${hint.data.minimumHoursPerWeek}.`
            : undefined
        }
        submitLabel="Continue"
        onSubmit={(hours) => advance({ experience: { hoursPerWeekAvailable: hours } })}
      />
    </OnboardingFrame>
  );
}

export function NotificationConsentsStep() {
  const { data: profile } = useProfile();
  const { advance, busy } = useStep('notification-consents');
  return (
    <OnboardingFrame
      step="notification-consents"
      title="Notifications"
      lead="How should your coach reach you? You can change this any time in Settings."
    >
      <CommunicationForm
        initial={profile?.communication}
        submitLabel="Continue"
        busy={busy}
        onSubmit={(value) => void advance({ communication: value })}
      />
    </OnboardingFrame>
  );
}
