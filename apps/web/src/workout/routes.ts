import type { RouteDef } from '../app/route-types';

const w = (path: string, title: string, description: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path: `/app/workout/${path}`,
  title,
  description,
  access: 'premium',
  ...extra,
});

const sports = ['swimming', 'cycling', 'running'] as const;

export const workoutRoutes: RouteDef[] = [
  w(
    'completed/:id',
    'Completed workout',
    'Shows what you did: zones, heart rate, pace, power and elevation.',
    { page: 'completedWorkout' },
  ),
  w('completed/:id/graph', 'Workout graph', 'Charts heart rate, pace and power over the workout.', {
    chosenPath: true,
    page: 'workoutGraph',
  }),
  w(
    'completed/:id/feedback',
    'Workout feedback',
    'Asks whether you did it as planned, how hard it was and how long it felt.',
    { chosenPath: true, page: 'workoutFeedback' },
  ),
  w('log', 'Log a workout', 'Enter a workout done without a wearable.', {
    chosenPath: true,
    page: 'logWorkout',
  }),
  w('planned/:id', 'Planned workout', 'Shows the planned session and lets you skip or move it.', {
    page: 'plannedWorkout',
  }),
  w('strength/:id', 'Strength workout', 'Shows the exercises of a strength session.', {
    page: 'strengthWorkout',
  }),
  w('multisport/:id', 'Multisport workout', 'Shows the legs of a multisport session.', {
    page: 'multisportWorkout',
  }),
  ...sports.map((sport) =>
    w(
      `performance-test-info/${sport}`,
      `${sport[0]?.toUpperCase()}${sport.slice(1)} performance test`,
      `Explains how the ${sport} performance test works.`,
      { page: 'performanceTestInfo' },
    ),
  ),
  w(
    'performance-test/:id/threshold',
    'Your new threshold',
    'Shows the test result; accept it to update your threshold or keep the old one.',
    { page: 'performanceTestThreshold' },
  ),
  w('performance-test/:id/pre', 'Before the test', 'Prepares you for the performance test.', {
    page: 'performanceTestPre',
  }),
  w('performance-test/:id/post', 'After the test', 'Shows what the performance test measured.', {
    page: 'performanceTestPost',
  }),
];
