import type { RouteDef } from '../app/route-types';

export const dashboardRoutes: RouteDef[] = [
  {
    path: '/app/dashboard',
    title: 'Plan',
    description: 'Shows today’s status and workouts and this week’s plan.',
    access: 'premium',
    page: 'dashboard',
    tab: 'plan',
    noSwipeBack: true,
  },
];
