import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

const HrTrendPage = lazyPage(() => import('./trends/HrTrendPage').then((m) => m.HrTrendPage));

export const athleteHubRoutes: ScreenRoute[] = [
  screen({
    path: '/app/athlete-hub',
    title: 'Athlete hub',
    description: 'Your goals, capabilities, injuries and recovery trends.',
    access: 'premium',
    tab: 'athleteHub',
    noSwipeBack: true,
    component: lazyPage(() => import('./AthleteHubPage').then((m) => m.AthleteHubPage)),
  }),
  screen({
    path: '/app/athlete-hub/profile',
    title: 'Your profile',
    description: 'Shows your athlete profile.',
    access: 'premium',
    chosenPath: true,
    component: lazyPage(() => import('./ProfilePage').then((m) => m.ProfilePage)),
  }),
  screen({
    path: '/app/athlete-hub/import-activities',
    title: 'Import activities',
    description: 'Imports FIT, TCX and GPX files from any device, also gzipped or in a ZIP.',
    access: 'premium',
    chosenPath: true,
    component: lazyPage(() => import('./imports/ImportActivitiesPage').then((m) => m.ImportActivitiesPage)),
  }),
  screen({
    path: '/app/athlete-hub/resting-hr',
    title: 'Resting heart rate',
    description: 'Shows your resting heart rate: 30-day range against the 3-day average.',
    access: 'premium',
    chosenPath: true,
    component: HrTrendPage,
  }),
  screen({
    path: '/app/athlete-hub/hrv',
    title: 'Heart rate variability',
    description: 'Shows your HRV: 60-day corridor against the 7-day baseline.',
    access: 'premium',
    chosenPath: true,
    component: HrTrendPage,
  }),
];
