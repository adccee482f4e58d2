import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const supportRoutes: ScreenRoute[] = [
  screen({
    path: '/app/support',
    title: 'Contact support',
    description: 'Send a question or problem to the Tricoach team.',
    access: 'public',
    component: lazyPage(() => import('./SupportPage').then((m) => m.SupportPage)),
  }),
  // The Sean Ellis survey is feedback to the team, so it lives beside support.
  screen({
    path: '/app/sean-ellis-test',
    title: 'How would you feel?',
    description: 'Asks how you would feel if you could no longer use Tricoach.',
    access: 'signedIn',
    component: lazyPage(() => import('./SeanEllisPages').then((m) => m.SeanEllisTestPage)),
  }),
  screen({
    path: '/app/sean-ellis-test/feedback',
    title: 'Your feedback',
    description: 'Asks what we could do better.',
    access: 'signedIn',
    component: lazyPage(() => import('./SeanEllisPages').then((m) => m.SeanEllisFeedbackPage)),
  }),
];
