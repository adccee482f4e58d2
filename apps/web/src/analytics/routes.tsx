import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

const HistorySeriesPage = lazyPage(() => import('./HistorySeriesPage').then((m) => m.HistorySeriesPage));

export const analyticsRoutes: ScreenRoute[] = [
  screen({
    path: '/app/analytics',
    title: 'Statistics',
    description: 'Shows your training statistics over 1 month, 3 months, 1 year and all time.',
    access: 'premium',
    component: lazyPage(() => import('./AnalyticsPage').then((m) => m.AnalyticsPage)),
  }),
  screen({
    path: '/app/history/duration',
    title: 'Training duration',
    description: 'Shows your training time per sport over time.',
    access: 'premium',
    component: HistorySeriesPage,
  }),
  screen({
    path: '/app/history/distance',
    title: 'Training distance',
    description: 'Shows your distance per sport over time.',
    access: 'premium',
    component: HistorySeriesPage,
  }),
  screen({
    path: '/app/history/workouts',
    title: 'Completed workouts',
    description: 'Lists your completed workouts.',
    access: 'premium',
    component: lazyPage(() => import('./WorkoutsPage').then((m) => m.WorkoutsPage)),
  }),
];
