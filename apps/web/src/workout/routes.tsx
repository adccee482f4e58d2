import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenDef, type ScreenRoute } from '../app/screen-route';

const w = (path: string, title: string, description: string, extra: Partial<ScreenDef> = {}): ScreenRoute =>
  screen({
    path: `/app/workout/${path}`,
    title,
    description,
    access: 'premium',
    ...extra,
  });

const sports = ['swimming', 'cycling', 'running'] as const;

const PerformanceTestInfoPage = lazyPage(() =>
  import('./performance-test/PerformanceTestInfoPage').then((m) => m.PerformanceTestInfoPage),
);

export const workoutRoutes: ScreenRoute[] = [
  w(
    'completed/:id',
    'Completed workout',
    'Shows what you did: zones, heart rate, pace, power and elevation.',
    {
      component: lazyPage(() =>
        import('./completed/CompletedWorkoutPage').then((m) => m.CompletedWorkoutPage),
      ),
    },
  ),
  w('completed/:id/graph', 'Workout graph', 'Charts heart rate, pace and power over the workout.', {
    chosenPath: true,
    component: lazyPage(() => import('./completed/CompletedWorkoutPage').then((m) => m.WorkoutGraphPage)),
  }),
  w(
    'completed/:id/feedback',
    'Workout feedback',
    'Asks whether you did it as planned, how hard it was and how long it felt.',
    {
      chosenPath: true,
      component: lazyPage(() =>
        import('./completed/CompletedWorkoutPage').then((m) => m.WorkoutFeedbackPage),
      ),
    },
  ),
  w('log', 'Log a workout', 'Enter a workout done without a wearable.', {
    chosenPath: true,
    component: lazyPage(() => import('./log/LogWorkoutPage').then((m) => m.LogWorkoutPage)),
  }),
  w('planned/:id', 'Planned workout', 'Shows the planned session and lets you skip or move it.', {
    component: lazyPage(() => import('./PlannedWorkoutPage').then((m) => m.PlannedWorkoutPage)),
  }),
  w('strength/:id', 'Strength workout', 'Shows the exercises of a strength session.', {
    component: lazyPage(() => import('./StrengthWorkoutPage').then((m) => m.StrengthWorkoutPage)),
  }),
  w('multisport/:id', 'Multisport workout', 'Shows the legs of a multisport session.', {
    component: lazyPage(() => import('./MultisportWorkoutPage').then((m) => m.MultisportWorkoutPage)),
  }),
  ...sports.map((sport) =>
    w(
      `performance-test-info/${sport}`,
      `${sport[0]?.toUpperCase()}${sport.slice(1)} performance test`,
      `Explains how the ${sport} performance test works.`,
      { component: PerformanceTestInfoPage },
    ),
  ),
  w(
    'performance-test/:id/threshold',
    'Your new threshold',
    'Shows the test result; accept it to update your threshold or keep the old one.',
    {
      component: lazyPage(() =>
        import('./performance-test/PerformanceTestThresholdPage').then((m) => m.PerformanceTestThresholdPage),
      ),
    },
  ),
  w('performance-test/:id/pre', 'Before the test', 'Prepares you for the performance test.', {
    component: lazyPage(() =>
      import('./performance-test/PerformanceTestPrePage').then((m) => m.PerformanceTestPrePage),
    ),
  }),
  w('performance-test/:id/post', 'After the test', 'Shows what the performance test measured.', {
    component: lazyPage(() =>
      import('./performance-test/PerformanceTestPostPage').then((m) => m.PerformanceTestPostPage),
    ),
  }),
];
