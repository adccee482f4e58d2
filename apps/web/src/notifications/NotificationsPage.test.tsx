import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { identityKey } from '../api/identity';
import { buildProfile, json, pageRoute, problem, renderAsAthlete } from '../athlete-data/test-support';
import { FirstWorkoutPage } from './FirstWorkoutPage';
import { NotificationPage } from './NotificationPage';
import type { AppNotification } from './notifications-api';
import { NotificationsPage } from './NotificationsPage';

const listRoute = pageRoute('/app/notifications', 'Notifications');
const oneRoute = pageRoute('/app/notification/:id', 'Notification');

const note = (overrides: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  kind: 'plan-ready',
  category: 'other',
  title: 'Your training plan is ready',
  body: 'Welcome to Tricoach! Your first workout is Easy run on 23.11.26.',
  route: '/app/dashboard',
  isRead: false,
  wasDeleted: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const welcome = note({});
const result = note({
  id: 'n2',
  kind: 'performance-test-evaluated',
  category: 'feedback',
  title: 'Your run test result',
  body: 'Your threshold went up.',
  route: '/app/workout/performance-test/s1/threshold',
  isRead: true,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('notifications list', () => {
  it('says a failed load with Retry, and shows the list once Retry gets it', async () => {
    let failing = true;
    renderAsAthlete(<NotificationsPage route={listRoute} />, buildProfile(), (r) => {
      if (r.method !== 'GET' || r.url !== '/api/v1/odata/notification') return undefined;
      return failing ? problem(503, 'unavailable', 'Notifications are unavailable.') : json([welcome]);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Notifications are unavailable.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Your training plan is ready/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens on the tab with unread notifications, shows unread styling and switches tabs', async () => {
    renderAsAthlete(<NotificationsPage route={listRoute} />, buildProfile(), (r) =>
      r.method === 'GET' && r.url === '/api/v1/odata/notification' ? json([welcome, result]) : undefined,
    );
    const other = await screen.findByRole('tab', { name: /Other/ });
    expect(other.getAttribute('aria-selected')).toBe('true');
    expect(within(other).getByLabelText('1 unread')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    const item = within(panel).getByRole('link', { name: /Your training plan is ready/ });
    expect(item.getAttribute('href')).toBe('/app/notification/n1');
    expect(item.closest('li')?.className).toContain('notification-item--unread');
    expect(within(panel).getByText('22.11.26')).toBeTruthy();
    expect(within(panel).queryByText('Your run test result')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /Feedback/ }));
    const feedback = screen.getByRole('tabpanel');
    const read = within(feedback).getByRole('link', { name: /Your run test result/ });
    expect(read.closest('li')?.className).not.toContain('notification-item--unread');
    expect(within(feedback).queryByText('Your training plan is ready')).toBeNull();
  });

  it('deletes one with its button, removes it and refreshes the bell', async () => {
    const { calls, client } = renderAsAthlete(
      <NotificationsPage route={listRoute} />,
      buildProfile(),
      (r) => {
        if (r.method === 'GET' && r.url === '/api/v1/odata/notification')
          return json(calls.some((c) => c.method === 'PATCH') ? [] : [welcome]);
        if (r.method === 'PATCH' && r.url === '/api/v1/odata/notification/n1')
          return json({ ...welcome, wasDeleted: true });
        if (r.url === '/api/v1/app/identity') return json({ athleteId: 'a1', unreadNotifications: 0 });
        return undefined;
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete “Your training plan is ready”' }),
    );
    await waitFor(() => expect(screen.queryByText('Your training plan is ready')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ wasDeleted: true });
    // The bell reads the identity: it is marked stale, so the header re-reads it.
    await waitFor(() => expect(client.getQueryState(identityKey)?.isInvalidated).toBe(true));
    expect(screen.getByText(/Nothing new/)).toBeTruthy();
  });
});

describe('one notification', () => {
  it('shows title, date, text and the button to its page, and marks it read', async () => {
    const { calls, client } = renderAsAthlete(
      <NotificationPage route={oneRoute} />,
      buildProfile(),
      (r) => {
        if (r.method === 'GET' && r.url === '/api/v1/odata/notification/n1') return json(welcome);
        if (r.method === 'PATCH' && r.url === '/api/v1/odata/notification/n1')
          return json({ ...welcome, isRead: true });
        if (r.url === '/api/v1/app/identity') return json({ athleteId: 'a1', unreadNotifications: 0 });
        return undefined;
      },
      '/app/notification/n1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your training plan is ready' }),
    ).toBeTruthy();
    expect(screen.getByText('22.11.26')).toBeTruthy();
    expect(screen.getByText(/Your first workout is Easy run on 23\.11\.26/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "See today's workouts" }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isRead: true }));
    await waitFor(() => expect(client.getQueryState(identityKey)?.isInvalidated).toBe(true));
  });

  it('says when a notification is gone', async () => {
    renderAsAthlete(
      <NotificationPage route={oneRoute} />,
      buildProfile(),
      () => undefined,
      '/app/notification/gone',
    );
    expect(await screen.findByRole('heading', { name: 'Notification not found' })).toBeTruthy();
    expect(screen.getByText('It was deleted, or it is older than 72 hours.')).toBeTruthy();
  });
});

describe('first workout page', () => {
  it('links to the first workout and clears the first-workout flag once', async () => {
    // The server takes its time to answer the dismissal.
    let answerDismissal = () => {};
    const dismissal = new Promise<Response>((resolve) => {
      answerDismissal = () => resolve(new Response(null, { status: 204 }));
    });
    const { calls, client } = renderAsAthlete(<FirstWorkoutPage />, buildProfile(), (r) =>
      r.url === '/api/v1/app/first-workout-popup/dismiss'
        ? dismissal
        : r.url === '/api/v1/app/identity'
          ? json({ athleteId: 'a1', firstWorkoutId: 'w1', profile: { showFirstWorkoutPopup: false } })
          : undefined,
    );
    act(() =>
      client.setQueryData(identityKey, {
        athleteId: 'a1',
        firstWorkoutId: 'w1',
        profile: { showFirstWorkoutPopup: true },
      }),
    );
    expect((await screen.findByRole('link', { name: 'See your workout' })).getAttribute('href')).toBe(
      '/app/workout/completed/w1',
    );
    expect(screen.getByRole('heading', { name: 'Your first workout is done!' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/v1/app/first-workout-popup/dismiss')).toHaveLength(1),
    );
    // Cleared in the kept identity before the server answers: the guard lets "Back to the plan" go.
    expect(
      client.getQueryData<{ profile: { showFirstWorkoutPopup: boolean } }>(identityKey)?.profile
        .showFirstWorkoutPopup,
    ).toBe(false);
    answerDismissal();
    expect(calls.find((c) => c.url.endsWith('/dismiss'))?.method).toBe('POST');
  });
});
