import type { ComponentType } from 'react';
import { lazyPage } from '../app/lazy-page';
import type { PageProps } from '../app/route-types';
import { screen, type ScreenDef, type ScreenRoute } from '../app/screen-route';
import type { StepScreen } from './OnboardingPage';

/** An onboarding screen (loaded with its module) inside `OnboardingPage`, which waits for the profile. */
function onboardingScreen(load: () => Promise<StepScreen>): ComponentType<PageProps> {
  return lazyPage(() =>
    Promise.all([import('./OnboardingPage'), load()]).then(([{ OnboardingPage }, Screen]) => {
      return function OnboardingScreen({ route }: PageProps) {
        return <OnboardingPage route={route} Screen={Screen} />;
      };
    }),
  );
}

const step = (
  path: string,
  title: string,
  description: string,
  component: ComponentType<PageProps>,
  extra: Partial<ScreenDef> = {},
): ScreenRoute =>
  screen({
    path: `/onboarding/${path}`,
    title,
    description,
    access: 'onboarding',
    component,
    ...extra,
  });

// Spec 2 names the endurance-experience screens without a prefix; they live under one
// folder so they cannot clash with /onboarding/training-volume (docs/web-routes.md).
const experience = (
  path: string,
  title: string,
  description: string,
  component: ComponentType<PageProps>,
): ScreenRoute => step(`endurance-experience/${path}`, title, description, component, { chosenPath: true });

const ThresholdStep = onboardingScreen(() => import('./screens/ThresholdSteps').then((m) => m.ThresholdStep));

export const onboardingRoutes: ScreenRoute[] = [
  step(
    'email',
    'Your email',
    'Adds the email address we need for your account and plan updates.',
    onboardingScreen(() => import('./screens/EmailStep').then((m) => m.EmailStep)),
  ),
  step(
    'connect',
    'Connect your watch',
    'Connects your wearable so past activities shape your first plan.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.ConnectStep)),
  ),
  step(
    'connect/abort',
    'Continue without a watch?',
    'Explains what you miss without a connected wearable.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.ConnectAbortStep)),
  ),
  step(
    'connect/abort/complete',
    'Continuing without a watch',
    'Confirms you go on without a connected wearable.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.ConnectAbortCompleteStep)),
  ),
  step(
    'connect/garmin',
    'Connect GARMIN®',
    'Starts the GARMIN® Connect authorisation.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.GarminStep)),
  ),
  step(
    'connect/garmin/success',
    'GARMIN® connected',
    'Confirms the connection and starts importing your activities.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.GarminSuccessStep)),
  ),
  step(
    'connect/garmin/restrictions',
    'GARMIN® permissions',
    'Explains which permissions are missing and how to grant them.',
    onboardingScreen(() => import('./screens/ConnectSteps').then((m) => m.GarminRestrictionsStep)),
  ),
  step(
    'about-you',
    'About you',
    'Chooses metric or imperial units for every later screen.',
    onboardingScreen(() => import('./screens/AboutYouStep').then((m) => m.AboutYouStep)),
  ),
  step(
    'profile',
    'Your profile',
    'Asks for your names, gender, date of birth, height and weight.',
    onboardingScreen(() => import('./screens/ProfileStep').then((m) => m.ProfileStep)),
  ),
  step(
    'intention',
    'Your intention',
    'Asks whether you are a beginner, ramping up, aiming at the next level, or optimising.',
    onboardingScreen(() => import('./screens/IntentionStep').then((m) => m.IntentionStep)),
  ),
  step(
    'goal/arace',
    'Your race goal',
    'Sets your main race: type, date, priority and target time.',
    onboardingScreen(() => import('./screens/GoalStep').then((m) => m.GoalStep)),
  ),
  step(
    'training-constraints',
    'Training constraints',
    'Records what limits your training.',
    onboardingScreen(() =>
      import('./screens/TrainingConstraintsStep').then((m) => m.TrainingConstraintsStep),
    ),
  ),
  step(
    'performance-data',
    'Performance data',
    'Collects your thresholds for swim, bike and run.',
    onboardingScreen(() => import('./screens/PerformanceDataStep').then((m) => m.PerformanceDataStep)),
  ),
  step(
    'injury',
    'Injury tendencies',
    'Records your injury tendencies per sport.',
    onboardingScreen(() => import('./screens/ProfileAnswerSteps').then((m) => m.InjuryStep)),
  ),
  step(
    'training-volume',
    'Training volume',
    'Asks how many hours a week you want to train.',
    onboardingScreen(() => import('./screens/ProfileAnswerSteps').then((m) => m.TrainingVolumeStep)),
  ),
  step(
    'availability',
    'Availability',
    'Sets your training slots for each day, Monday to Sunday.',
    onboardingScreen(() => import('./screens/FinishSteps').then((m) => m.AvailabilityStep)),
    { noSwipeBack: true },
  ),
  step(
    'feasibility-check',
    'Is your goal feasible?',
    'Checks whether your race goal fits the time until race day.',
    onboardingScreen(() => import('./screens/FinishSteps').then((m) => m.FeasibilityStep)),
    { chosenPath: true },
  ),
  step(
    'notification-consents',
    'Notifications',
    'Asks which push and email notifications you want.',
    onboardingScreen(() => import('./screens/ProfileAnswerSteps').then((m) => m.NotificationConsentsStep)),
    { chosenPath: true },
  ),
  step(
    'start-trial',
    'Start your free trial',
    'Starts your free trial of Tricoach Premium.',
    onboardingScreen(() => import('./screens/FinishSteps').then((m) => m.StartTrialStep)),
  ),
  step(
    'complete',
    'You are all set',
    'Celebrates the finished onboarding and opens your plan.',
    onboardingScreen(() => import('./screens/FinishSteps').then((m) => m.CompleteStep)),
    { chosenPath: true },
  ),
  experience(
    'training-volume',
    'Your training volume',
    'Asks for your weekly swim, bike and run volume.',
    onboardingScreen(() => import('./screens/ExperienceVolumeStep').then((m) => m.ExperienceVolumeStep)),
  ),
  experience(
    'long-sessions',
    'Your long sessions',
    'Asks for the length of your usual long swim, ride and run.',
    onboardingScreen(() => import('./screens/LongSessionsStep').then((m) => m.LongSessionsStep)),
  ),
  experience('swimming/threshold', 'Swim threshold', 'Finds your critical swim speed.', ThresholdStep),
  experience(
    'cycling/threshold',
    'Cycling threshold',
    'Finds your cycling threshold power or heart rate.',
    ThresholdStep,
  ),
  experience(
    'cycling/threshold/lower',
    'Cycling lower threshold',
    'Finds your lower (aerobic) cycling threshold.',
    ThresholdStep,
  ),
  experience(
    'running/threshold',
    'Running threshold',
    'Finds your running threshold pace or heart rate.',
    ThresholdStep,
  ),
  experience(
    'running/threshold/lower',
    'Running lower threshold',
    'Finds your lower (aerobic) running threshold.',
    ThresholdStep,
  ),
  experience(
    'lower-thresholds',
    'Lower thresholds',
    'Reviews your lower thresholds for every sport.',
    onboardingScreen(() => import('./screens/ProfileAnswerSteps').then((m) => m.LowerThresholdsStep)),
  ),
  experience(
    'maf',
    'MAF heart rate',
    'Calculates your MAF heart rate: 180 minus your age, adjusted by your answers.',
    onboardingScreen(() => import('./screens/CalculatorSteps').then((m) => m.MafStep)),
  ),
  experience(
    'upper-pace-threshold-calculator',
    'Threshold pace calculator',
    'Estimates your threshold pace from a recent race.',
    onboardingScreen(() => import('./screens/CalculatorSteps').then((m) => m.UpperPaceStep)),
  ),
  experience(
    'other',
    'Other endurance sports',
    'Records other endurance sports you do.',
    onboardingScreen(() => import('./screens/ProfileAnswerSteps').then((m) => m.OtherSportsStep)),
  ),
];
