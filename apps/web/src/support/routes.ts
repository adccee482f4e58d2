import type { RouteDef } from '../app/route-types';

export const supportRoutes: RouteDef[] = [
  {
    path: '/app/support',
    title: 'Contact support',
    description: 'Send a question or problem to the Tricoach team.',
    access: 'public',
    page: 'support',
  },
  // The Sean Ellis survey is feedback to the team, so it lives beside support.
  {
    path: '/app/sean-ellis-test',
    title: 'How would you feel?',
    description: 'Asks how you would feel if you could no longer use Tricoach.',
    access: 'signedIn',
  },
  {
    path: '/app/sean-ellis-test/feedback',
    title: 'Your feedback',
    description: 'Asks what we could do better.',
    access: 'signedIn',
  },
];
