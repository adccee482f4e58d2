import type { RouteDef } from '../app/route-types';

export const roadmapRoutes: RouteDef[] = [
  {
    path: '/app/roadmap',
    title: 'Roadmap',
    description: 'Shows your season: phases and races up to your main goal.',
    access: 'premium',
    page: 'roadmap',
    tab: 'roadmap',
    noSwipeBack: true,
  },
];
