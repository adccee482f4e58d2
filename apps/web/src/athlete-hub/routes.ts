import type { RouteDef } from '../app/route-types';

export const athleteHubRoutes: RouteDef[] = [
  {
    path: '/app/athlete-hub',
    title: 'Athlete hub',
    description: 'Your goals, capabilities, injuries and recovery trends.',
    access: 'premium',
    tab: 'athleteHub',
    noSwipeBack: true,
    page: 'athleteHub',
  },
  {
    path: '/app/athlete-hub/profile',
    title: 'Your profile',
    description: 'Shows your athlete profile.',
    access: 'premium',
    page: 'athleteProfile',
    chosenPath: true,
  },
  {
    path: '/app/athlete-hub/import-activities',
    title: 'Import activities',
    description: 'Imports FIT, TCX and GPX files from any device, also gzipped or in a ZIP.',
    access: 'premium',
    page: 'activityImport',
    chosenPath: true,
  },
  {
    path: '/app/athlete-hub/resting-hr',
    title: 'Resting heart rate',
    description: 'Shows your resting heart rate: 30-day range against the 3-day average.',
    access: 'premium',
    chosenPath: true,
    page: 'hrTrend',
  },
  {
    path: '/app/athlete-hub/hrv',
    title: 'Heart rate variability',
    description: 'Shows your HRV: 60-day corridor against the 7-day baseline.',
    access: 'premium',
    chosenPath: true,
    page: 'hrTrend',
  },
];
