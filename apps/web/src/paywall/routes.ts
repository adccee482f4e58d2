import type { RouteDef } from '../app/route-types';

export const paywallRoutes: RouteDef[] = [
  {
    path: '/app/paywall',
    title: 'Tricoach Premium',
    description: 'Offers the subscription packages and restores purchases.',
    access: 'signedIn',
  },
  {
    path: '/app/paywall/cancel-subscription',
    title: 'Cancel subscription',
    description: 'Explains how to cancel your subscription.',
    access: 'premium',
  },
];
