import type { RouteDef } from '../app/route-types';

export const forecastRoutes: RouteDef[] = [
  {
    path: '/app/forecast',
    title: 'Forecast',
    description: 'Shows the coming weeks of your plan.',
    access: 'premium',
    page: 'forecast',
    tab: 'forecast',
    noSwipeBack: true,
  },
  {
    path: '/app/forecast/training-phases',
    title: 'Training phases',
    description: 'Explains the phases of your season: foundation, specific, taper, race.',
    access: 'premium',
    page: 'trainingPhases',
  },
  {
    path: '/app/forecast/edit',
    title: 'Edit next week',
    description: 'Lets you lock, move and skip workouts of the coming week.',
    access: 'premium',
    page: 'forecastEdit',
  },
  {
    path: '/app/forecast/recalculate',
    title: 'Recalculate next week',
    description: 'Recalculates the coming week after your changes.',
    access: 'premium',
    page: 'forecastRecalculate',
  },
];
