import { screen, type ScreenRoute } from '../app/screen-route';

export const paywallRoutes: ScreenRoute[] = [
  screen({
    path: '/app/paywall',
    title: 'Tricoach Premium',
    description: 'Offers the subscription packages and restores purchases.',
    access: 'signedIn',
  }),
  screen({
    path: '/app/paywall/cancel-subscription',
    title: 'Cancel subscription',
    description: 'Explains how to cancel your subscription.',
    access: 'premium',
  }),
];
