import { apiFetch } from '../api/client';

/** The notification calls of docs/api.md ("Notifications, issue 5"). */

export type NotificationCategory = 'feedback' | 'other';

export interface AppNotification {
  id: string;
  kind: string;
  category: NotificationCategory;
  title: string;
  body: string;
  /** The in-app page it opens, if any. */
  route: string | null;
  isRead: boolean;
  wasDeleted: boolean;
  createdAt: string;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  one: (id: string) => ['notifications', 'one', id] as const,
};

/** Both tabs come from one list: the tab badges need both counts anyway. */
export const fetchNotifications = () => apiFetch<AppNotification[]>('/api/v1/odata/notification');

export const fetchNotification = (id: string) =>
  apiFetch<AppNotification>(`/api/v1/odata/notification/${encodeURIComponent(id)}`);

export const markNotificationRead = (id: string) =>
  apiFetch<AppNotification>(`/api/v1/odata/notification/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isRead: true },
    action: 'notification.read',
  });

export const deleteNotification = (id: string) =>
  apiFetch<AppNotification>(`/api/v1/odata/notification/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { wasDeleted: true },
    action: 'notification.delete',
  });

export const dismissFirstWorkoutPopup = () =>
  apiFetch<void>('/api/v1/app/first-workout-popup/dismiss', { method: 'POST', action: 'first-workout.seen' });

/** Where the button of a notification takes the athlete, in words. */
export function actionLabel(notification: Pick<AppNotification, 'kind' | 'route'>): string {
  switch (notification.kind) {
    case 'plan-ready':
      return "See today's workouts";
    case 'plan-changed':
      return 'See the forecast';
    case 'performance-test-due':
      return 'Open the test';
    case 'performance-test-evaluated':
      return 'See your result';
    case 'goal-action-required':
      return 'Check your race goals';
    case 'first-workout-completed':
      return 'Celebrate';
    default:
      return 'Open';
  }
}
