import type { RouteDef } from '../app/route-types';

export const notificationRoutes: RouteDef[] = [
  {
    path: '/app/notifications',
    title: 'Notifications',
    description: 'Lists your notifications, filed as feedback or other.',
    access: 'premium',
    page: 'notifications',
  },
  {
    path: '/app/notification/first-workout-completed',
    title: 'First workout done',
    description: 'Celebrates your first completed workout.',
    access: 'premium',
    page: 'firstWorkoutCompleted',
  },
  {
    path: '/app/notification/:id',
    title: 'Notification',
    description: 'Shows one notification.',
    access: 'premium',
    page: 'notification',
  },
];
