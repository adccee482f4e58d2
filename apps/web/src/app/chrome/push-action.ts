import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { now } from '../clock';
import { findRoute } from '../routes';
import { sendUiEvent } from '../ui-events';

/** Spec constants: a push action is pending for 5 s, and wins over "back after 3 hours → dashboard". */
export const PUSH_ACTION_MS = 5_000;
/** The query parameter the service worker adds when a push is tapped (public/push-sw.js). */
export const PUSH_ACTION_PARAM = 'pushAction';

let pendingAt: number | null = null;

export function markPushAction(): void {
  pendingAt = now();
}

export function hasPendingPushAction(): boolean {
  return pendingAt !== null && now() - pendingAt < PUSH_ACTION_MS;
}

/**
 * A tapped push opens the app on its route with `?pushAction=<notification id>`: the action is
 * pending for 5 s, reported as a ui-event, and the parameter leaves the address.
 */
export function usePushActionFromUrl(signedIn: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const action = search.get(PUSH_ACTION_PARAM);
    if (!action || !signedIn) return;
    markPushAction();
    sendUiEvent('notification.push.action', 'open', findRoute(location.pathname)?.path ?? location.pathname, {
      notificationId: action,
    });
    search.delete(PUSH_ACTION_PARAM);
    const rest = search.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [location.pathname, location.search, navigate, signedIn]);
}
