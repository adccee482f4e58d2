import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const paywallRoutes: ScreenRoute[] = [
  screen({
    path: '/app/paywall',
    title: 'Tricoach Premium',
    description: 'Offers the subscription packages and restores purchases.',
    access: 'signedIn',
    component: lazyPage(() => import('./PaywallPage').then((m) => m.PaywallPage)),
  }),
  screen({
    path: '/app/paywall/cancel-subscription',
    title: 'Cancel subscription',
    description: 'Explains how to cancel your subscription.',
    access: 'premium',
    component: lazyPage(() => import('./CancelSubscriptionPage').then((m) => m.CancelSubscriptionPage)),
  }),
];
