import type { RouteDef } from '../app/route-types';

export const analyticsRoutes: RouteDef[] = [
  {
    path: '/app/analytics',
    title: 'Statistics',
    description: 'Shows your training statistics over 1 month, 3 months, 1 year and all time.',
    access: 'premium',
    page: 'analytics',
  },
  {
    path: '/app/history/duration',
    title: 'Training duration',
    description: 'Shows your training time per sport over time.',
    access: 'premium',
    page: 'historySeries',
  },
  {
    path: '/app/history/distance',
    title: 'Training distance',
    description: 'Shows your distance per sport over time.',
    access: 'premium',
    page: 'historySeries',
  },
  {
    path: '/app/history/workouts',
    title: 'Completed workouts',
    description: 'Lists your completed workouts.',
    access: 'premium',
    page: 'historyWorkouts',
  },
];
