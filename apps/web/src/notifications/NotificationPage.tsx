import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/errors';
import { sendUiEvent } from '../app/ui-events';
import { LoadFailed } from '../app/LoadFailed';
import { Loading } from '../app/Loading';
import type { PageProps } from '../app/route-types';
import { actionLabel, fetchNotification, notificationKeys } from './notifications-api';
import { shownDate } from './notification-date';
import { TrashIcon } from './NotificationsPage';
import { useDeleteNotification, useMarkRead } from './use-notifications';
import './notifications.css';

function useNotificationId(): string {
  const { pathname } = useLocation();
  const match = matchPath({ path: '/app/notification/:id', end: true }, pathname);
  return match?.params.id ? decodeURIComponent(match.params.id) : '';
}

/** Spec 2 /app/notification/{id}: one notification; opening it marks it read. */
export function NotificationPage({ route }: PageProps) {
  const id = useNotificationId();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: () => fetchNotification(id),
    enabled: id !== '',
  });
  const markRead = useMarkRead();
  const remove = useDeleteNotification(() => void navigate('/app/notifications', { replace: true }));

  const unreadId = query.data && !query.data.isRead ? query.data.id : null;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (!unreadId) return;
    markAsRead(unreadId);
    sendUiEvent('notification.inapp.action', 'open', '/app/notification/:id', { kind: query.data?.kind });
  }, [unreadId, markAsRead, query.data?.kind]);

  if (query.isPending) return <Loading label="Loading notification" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="page page--narrow notification-detail" aria-labelledby="notification-title">
        <Link to="/app/notifications" className="button button--link back-link">
          ← Notifications
        </Link>
        <h1 id="notification-title">{notFound ? 'Notification not found' : route.title}</h1>
        {notFound ? (
          <p className="muted">It was deleted, or it is older than 72 hours.</p>
        ) : (
          <LoadFailed message={query.error.message} onRetry={query.refetch} />
        )}
      </section>
    );
  }

  const notification = query.data;
  return (
    <section className="page page--narrow notification-detail" aria-labelledby="notification-title">
      <Link to="/app/notifications" className="button button--link back-link">
        ← Notifications
      </Link>
      <article className="notification-detail__card">
        <p className="notification-detail__meta">
          <span className="notification-detail__category">
            {notification.category === 'feedback' ? 'Feedback' : 'Other'}
          </span>
          <time dateTime={notification.createdAt}>{shownDate(notification.createdAt)}</time>
        </p>
        <h1 id="notification-title">{notification.title}</h1>
        <p className="notification-detail__body">{notification.body}</p>
      </article>
      <div className="notification-detail__actions">
        {notification.route ? (
          <Link to={notification.route} className="button button--primary button--block">
            {actionLabel(notification)}
          </Link>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={remove.isPending}
          onClick={() => remove.mutate(notification.id)}
        >
          <TrashIcon />
          Delete
        </button>
      </div>
    </section>
  );
}
