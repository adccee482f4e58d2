import type { RouteDef } from '../app/route-types';

export const legalRoutes: RouteDef[] = [
  {
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms of using Tricoach.',
    access: 'public',
    page: 'terms',
  },
  {
    path: '/privacy',
    title: 'Privacy policy',
    description: 'What data Tricoach keeps and why.',
    access: 'public',
    page: 'privacy',
  },
];
