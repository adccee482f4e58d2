import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const legalRoutes: ScreenRoute[] = [
  screen({
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms of using Tricoach.',
    access: 'public',
    component: lazyPage(() => import('./TermsPage').then((m) => m.TermsPage)),
  }),
  screen({
    path: '/privacy',
    title: 'Privacy policy',
    description: 'What data Tricoach keeps and why.',
    access: 'public',
    component: lazyPage(() => import('./PrivacyPage').then((m) => m.PrivacyPage)),
  }),
];
