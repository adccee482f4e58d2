import type { RouteDef } from '../app/route-types';

const step = (path: string, title: string, description: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path: `/onboarding/${path}`,
  title,
  description,
  access: 'onboarding',
  page: 'onboarding',
  ...extra,
});

// Spec 2 names the endurance-experience screens without a prefix; they live under one
// folder so they cannot clash with /onboarding/training-volume (docs/web-routes.md).
const experience = (path: string, title: string, description: string): RouteDef =>
  step(`endurance-experience/${path}`, title, description, { chosenPath: true });

export const onboardingRoutes: RouteDef[] = [
  step('email', 'Your email', 'Adds the email address we need for your account and plan updates.'),
  step('connect', 'Connect your watch', 'Connects your wearable so past activities shape your first plan.'),
  step('connect/abort', 'Continue without a watch?', 'Explains what you miss without a connected wearable.'),
  step(
    'connect/abort/complete',
    'Continuing without a watch',
    'Confirms you go on without a connected wearable.',
  ),
  step('connect/garmin', 'Connect GARMIN®', 'Starts the GARMIN® Connect authorisation.'),
  step(
    'connect/garmin/success',
    'GARMIN® connected',
    'Confirms the connection and starts importing your activities.',
  ),
  step(
    'connect/garmin/restrictions',
    'GARMIN® permissions',
    'Explains which permissions are missing and how to grant them.',
  ),
  step('about-you', 'About you', 'Chooses metric or imperial units for every later screen.'),
  step('profile', 'Your profile', 'Asks for your names, gender, date of birth, height and weight.'),
  step(
    'intention',
    'Your intention',
    'Asks whether you are a beginner, ramping up, aiming at the next level, or optimising.',
  ),
  step('goal/arace', 'Your race goal', 'Sets your main race: type, date, priority and target time.'),
  step('training-constraints', 'Training constraints', 'Records what limits your training.'),
  step('performance-data', 'Performance data', 'Collects your thresholds for swim, bike and run.'),
  step('injury', 'Injury tendencies', 'Records your injury tendencies per sport.'),
  step('training-volume', 'Training volume', 'Asks how many hours a week you want to train.'),
  step('availability', 'Availability', 'Sets your training slots for each day, Monday to Sunday.', {
    noSwipeBack: true,
  }),
  step(
    'feasibility-check',
    'Is your goal feasible?',
    'Checks whether your race goal fits the time until race day.',
    { chosenPath: true },
  ),
  step('notification-consents', 'Notifications', 'Asks which push and email notifications you want.', {
    chosenPath: true,
  }),
  step('start-trial', 'Start your free trial', 'Starts your free trial of Tricoach Premium.'),
  step('complete', 'You are all set', 'Celebrates the finished onboarding and opens your plan.', {
    chosenPath: true,
  }),
  experience('training-volume', 'Your training volume', 'Asks for your weekly swim, bike and run volume.'),
  experience(
    'long-sessions',
    'Your long sessions',
    'Asks for the length of your usual long swim, ride and run.',
  ),
  experience('swimming/threshold', 'Swim threshold', 'Finds your critical swim speed.'),
  experience('cycling/threshold', 'Cycling threshold', 'Finds your cycling threshold power or heart rate.'),
  experience(
    'cycling/threshold/lower',
    'Cycling lower threshold',
    'Finds your lower (aerobic) cycling threshold.',
  ),
  experience('running/threshold', 'Running threshold', 'Finds your running threshold pace or heart rate.'),
  experience(
    'running/threshold/lower',
    'Running lower threshold',
    'Finds your lower (aerobic) running threshold.',
  ),
  experience('lower-thresholds', 'Lower thresholds', 'Reviews your lower thresholds for every sport.'),
  experience(
    'maf',
    'MAF heart rate',
    'Calculates your MAF heart rate: 180 minus your age, adjusted by your answers.',
  ),
  experience(
    'upper-pace-threshold-calculator',
    'Threshold pace calculator',
    'Estimates your threshold pace from a recent race.',
  ),
  experience('other', 'Other endurance sports', 'Records other endurance sports you do.'),
];
