import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../app/LoadFailed';
import { Loading } from '../app/Loading';
import type { PageProps } from '../app/route-types';
import { Tab } from '../app/Tabs';
import { shownDate } from './notification-date';
import {
  fetchNotifications,
  notificationKeys,
  type AppNotification,
  type NotificationCategory,
} from './notifications-api';
import { useDeleteNotification } from './use-notifications';
import './notifications.css';

const TABS: { category: NotificationCategory; label: string; empty: string }[] = [
  {
    category: 'feedback',
    label: 'Feedback',
    empty: 'No feedback right now. Your coach writes here about your workouts and performance tests.',
  },
  {
    category: 'other',
    label: 'Other',
    empty: 'Nothing new. News about your plan and your goals shows here.',
  },
];

const isCategory = (value: string | null): value is NotificationCategory =>
  value === 'feedback' || value === 'other';

/** The tab asked for in the URL, else the first with unread notifications, else Feedback. */
function chosenTab(asked: string | null, list: readonly AppNotification[]): NotificationCategory {
  if (isCategory(asked)) return asked;
  return (
    TABS.find((tab) => list.some((n) => n.category === tab.category && !n.isRead))?.category ?? 'feedback'
  );
}

/** Spec 2 /app/notifications: the coach's notifications in two tabs, feedback and other. */
export function NotificationsPage({ route }: PageProps) {
  const [params, setParams] = useSearchParams();
  const query = useQuery({ queryKey: notificationKeys.list(), queryFn: fetchNotifications });
  const remove = useDeleteNotification();
  const asked = params.get('tab');
  const loaded = query.data;
  // The tab picked on arrival is pinned in the URL: deleting its last unread one must not switch tabs.
  useEffect(() => {
    if (loaded && !isCategory(asked)) setParams({ tab: chosenTab(asked, loaded) }, { replace: true });
  }, [loaded, asked, setParams]);

  if (query.isPending) return <Loading label="Loading notifications" />;
  if (query.isError) {
    return (
      <section className="page page--narrow notifications" aria-labelledby="notifications-title">
        <h1 id="notifications-title">{route.title}</h1>
        <LoadFailed message={query.error.message} onRetry={query.refetch} />
      </section>
    );
  }

  const list = query.data;
  const tab = chosenTab(asked, list);
  const shown = list.filter((n) => n.category === tab);
  const current = TABS.find((t) => t.category === tab) ?? TABS[0];
  return (
    <section className="page page--narrow notifications" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{route.title}</h1>
      <div className="tabs" role="tablist" aria-label="Notification type">
        {TABS.map(({ category, label }) => {
          const unread = list.filter((n) => n.category === category && !n.isRead).length;
          return (
            <Tab
              key={category}
              id={`tab-${category}`}
              selected={tab === category}
              controls="notification-panel"
              onSelect={() => setParams({ tab: category }, { replace: true })}
            >
              {label}
              {unread > 0 ? (
                <span className="notifications__count" aria-label={`${unread} unread`}>
                  {unread}
                </span>
              ) : null}
            </Tab>
          );
        })}
      </div>
      <div id="notification-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {shown.length === 0 ? (
          <p className="muted notifications__empty">{current?.empty}</p>
        ) : (
          <ul className="notification-list">
            {shown.map((notification) => (
              <li
                key={notification.id}
                className={`notification-item${notification.isRead ? '' : ' notification-item--unread'}`}
              >
                <Link to={`/app/notification/${notification.id}`} className="notification-item__link">
                  <span className="notification-item__head">
                    {notification.isRead ? null : (
                      <span className="notification-item__dot" aria-label="Unread" />
                    )}
                    <span className="notification-item__title">{notification.title}</span>
                  </span>
                  <span className="notification-item__body">{notification.body}</span>
                  <span className="notification-item__date">{shownDate(notification.createdAt)}</span>
                </Link>
                <button
                  type="button"
                  className="notification-item__delete"
                  aria-label={`Delete “${notification.title}”`}
                  disabled={remove.isPending && remove.variables === notification.id}
                  onClick={() => remove.mutate(notification.id)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="muted notifications__note">Notifications are removed after 72 hours.</p>
    </section>
  );
}

export function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
