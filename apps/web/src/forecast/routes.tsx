import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const forecastRoutes: ScreenRoute[] = [
  screen({
    path: '/app/forecast',
    title: 'Forecast',
    description: 'Shows the coming weeks of your plan.',
    access: 'premium',
    tab: 'forecast',
    noSwipeBack: true,
    component: lazyPage(() => import('./ForecastPage').then((m) => m.ForecastPage)),
  }),
  screen({
    path: '/app/forecast/training-phases',
    title: 'Training phases',
    description: 'Explains the phases of your season: foundation, specific, taper, race.',
    access: 'premium',
    component: lazyPage(() => import('./TrainingPhasesPage').then((m) => m.TrainingPhasesPage)),
  }),
  screen({
    path: '/app/forecast/edit',
    title: 'Edit next week',
    description: 'Lets you lock, move and skip workouts of the coming week.',
    access: 'premium',
    component: lazyPage(() => import('./EditWeekPage').then((m) => m.EditWeekPage)),
  }),
  screen({
    path: '/app/forecast/recalculate',
    title: 'Recalculate next week',
    description: 'Recalculates the coming week after your changes.',
    access: 'premium',
    component: lazyPage(() => import('./RecalculatePage').then((m) => m.RecalculatePage)),
  }),
];
