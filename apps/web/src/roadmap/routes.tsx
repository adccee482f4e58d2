import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const roadmapRoutes: ScreenRoute[] = [
  screen({
    path: '/app/roadmap',
    title: 'Roadmap',
    description: 'Shows your season: phases and races up to your main goal.',
    access: 'premium',
    tab: 'roadmap',
    noSwipeBack: true,
    component: lazyPage(() => import('./RoadmapPage').then((m) => m.RoadmapPage)),
  }),
];
