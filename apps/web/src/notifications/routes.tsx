import { lazyPage } from '../app/lazy-page';
import { screen, type ScreenRoute } from '../app/screen-route';

export const notificationRoutes: ScreenRoute[] = [
  screen({
    path: '/app/notifications',
    title: 'Notifications',
    description: 'Lists your notifications, filed as feedback or other.',
    access: 'premium',
    component: lazyPage(() => import('./NotificationsPage').then((m) => m.NotificationsPage)),
  }),
  screen({
    path: '/app/notification/first-workout-completed',
    title: 'First workout done',
    description: 'Celebrates your first completed workout.',
    access: 'premium',
    component: lazyPage(() => import('./FirstWorkoutPage').then((m) => m.FirstWorkoutPage)),
  }),
  screen({
    path: '/app/notification/:id',
    title: 'Notification',
    description: 'Shows one notification.',
    access: 'premium',
    component: lazyPage(() => import('./NotificationPage').then((m) => m.NotificationPage)),
  }),
];
