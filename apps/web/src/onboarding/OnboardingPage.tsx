import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PageProps } from '../app/pages';
import { Loading } from '../app/Loading';
import { useProfile } from '../athlete-data/queries';
import { resumeStep, stepOfPath, stepPath } from './flow';
import { AboutYouStep } from './screens/AboutYouStep';
import { MafStep, UpperPaceStep } from './screens/CalculatorSteps';
import {
  ConnectAbortCompleteStep,
  ConnectAbortStep,
  ConnectStep,
  GarminRestrictionsStep,
  GarminStep,
  GarminSuccessStep,
} from './screens/ConnectSteps';
import { EmailStep } from './screens/EmailStep';
import { ExperienceVolumeStep } from './screens/ExperienceVolumeStep';
import { AvailabilityStep, CompleteStep, FeasibilityStep, StartTrialStep } from './screens/FinishSteps';
import { GoalStep } from './screens/GoalStep';
import { IntentionStep } from './screens/IntentionStep';
import { LongSessionsStep } from './screens/LongSessionsStep';
import {
  InjuryStep,
  LowerThresholdsStep,
  NotificationConsentsStep,
  OtherSportsStep,
  TrainingVolumeStep,
} from './screens/ProfileAnswerSteps';
import { ProfileStep } from './screens/ProfileStep';
import { PerformanceDataStep } from './screens/PerformanceDataStep';
import { ThresholdStep } from './screens/ThresholdSteps';
import { TrainingConstraintsStep } from './screens/TrainingConstraintsStep';

const EE = 'endurance-experience';
const SCREENS: Record<string, ComponentType> = {
  email: EmailStep,
  connect: ConnectStep,
  'connect/abort': ConnectAbortStep,
  'connect/abort/complete': ConnectAbortCompleteStep,
  'connect/garmin': GarminStep,
  'connect/garmin/success': GarminSuccessStep,
  'connect/garmin/restrictions': GarminRestrictionsStep,
  'about-you': AboutYouStep,
  profile: ProfileStep,
  intention: IntentionStep,
  'goal/arace': GoalStep,
  'training-constraints': TrainingConstraintsStep,
  'performance-data': PerformanceDataStep,
  [`${EE}/training-volume`]: ExperienceVolumeStep,
  [`${EE}/long-sessions`]: LongSessionsStep,
  [`${EE}/lower-thresholds`]: LowerThresholdsStep,
  [`${EE}/maf`]: MafStep,
  [`${EE}/upper-pace-threshold-calculator`]: UpperPaceStep,
  [`${EE}/other`]: OtherSportsStep,
  injury: InjuryStep,
  'training-volume': TrainingVolumeStep,
  availability: AvailabilityStep,
  'feasibility-check': FeasibilityStep,
  'notification-consents': NotificationConsentsStep,
  complete: CompleteStep,
  'start-trial': StartTrialStep,
};

/** A reload resumes once per visit: after that, /onboarding/connect is a screen like any other. */
let resumed = false;

/** The onboarding chunk: waits for the profile (every screen starts from its answers), then renders the step. */
export function OnboardingPage({ route }: PageProps) {
  const location = useLocation();
  const profile = useProfile();
  const step = stepOfPath(route.path);
  const loaded = !profile.isPending;
  useEffect(() => {
    if (loaded) resumed = true;
  }, [loaded]);
  if (!loaded) return <Loading label="Loading your answers" />;
  const target = resumed ? null : resumeStep(profile.data?.onboardingStep);
  if (step === 'connect' && target && location.pathname === stepPath('connect')) {
    return <Navigate to={stepPath(target)} replace />;
  }
  if (step.includes('/threshold')) return <ThresholdStep key={step} step={step} />;
  const Screen = SCREENS[step] ?? ConnectStep;
  return <Screen />;
}
