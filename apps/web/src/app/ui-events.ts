import { useEffect } from 'react';
import { apiFetch } from '../api/client';
import { getSession } from '../api/session';

export type UiEventType =
  'page.view' | 'button.click' | 'dialog.view' | 'notification.push.action' | 'notification.inapp.action';

/**
 * Tells the server how the app is used (spec "ui-event"). Only for a signed-in athlete, and
 * never in the athlete's way: a failed report is dropped without a word.
 */
export function sendUiEvent(
  EventType: UiEventType,
  Action: string,
  Page: string,
  MetaData: Record<string, unknown> = {},
): void {
  if (getSession().status !== 'signedIn') return;
  apiFetch<void>('/api/v1/app/ui-event', {
    method: 'POST',
    body: { EventType, Action, Page, MetaData },
  }).catch(() => undefined);
}

/**
 * One page view per screen visited, named by its route pattern (`/app/workout/completed/:id`),
 * so the log tells which screens are used without recording which workout was opened.
 */
export function usePageViews(routePath: string | undefined, signedIn: boolean): void {
  useEffect(() => {
    if (signedIn && routePath) sendUiEvent('page.view', 'view', routePath);
  }, [routePath, signedIn]);
}
