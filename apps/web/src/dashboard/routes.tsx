import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';
import { startDashboardReads } from './dashboard-reads';

export const dashboardRoutes: ScreenRoute[] = [
  screen({
    path: '/app/dashboard',
    title: 'Plan',
    description: 'Shows today’s status and workouts and this week’s plan.',
    access: 'premium',
    tab: 'plan',
    noSwipeBack: true,
    component: lazyPage(() => import('./DashboardPage').then((m) => m.DashboardPage)),
    startReads: startDashboardReads,
  }),
];
