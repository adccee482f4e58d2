import { ApiError } from '../api/errors';
import { clearSession, setOfflineSession } from '../api/session';
import { refreshAccessToken } from '../api/token';
import { queryClient } from '../app/query-client';
import { forgetKeptData, restoreLastSync } from '../offline/offline-start';

/** Set by the server beside the httpOnly refresh cookie (and cleared with it). */
const SIGNED_IN_HINT = /(?:^|;\s*)tricoach_signed_in=1(?:;|$)/;

/** The last session on this device was signed in (the server's hint beside its refresh cookie). */
export const hasSignedInHint = (): boolean => SIGNED_IN_HINT.test(document.cookie);

/**
 * App start: the httpOnly refresh cookie, if any, gives back a session (failure = signed out).
 * Without the server's hint there is no cookie to use: a visitor is signed out at once, without a
 * refresh call that could only fail.
 */
export async function restoreSession(): Promise<void> {
  if (!hasSignedInHint()) {
    clearSession();
    await forgetKeptData();
    return;
  }
  try {
    // null: the server ended the session (the refresh cleared it).
    if ((await refreshAccessToken()) === null) await forgetKeptData();
  } catch (error) {
    // No network: the device's last sync of this session, if it kept one, opens read-only
    // (docs/decisions.md, "Offline: the last sync, read-only, and a write queue").
    if (error instanceof ApiError && error.isNetworkError && (await restoreLastSync(queryClient))) {
      setOfflineSession();
      return;
    }
    clearSession();
  }
}

/**
 * Full navigation: the server clears its cookies and revokes the refresh family, then sends us to
 * /login. What the device kept for offline use (the last sync, unsent writes) is cleared first.
 */
export async function signOut(): Promise<void> {
  clearSession();
  await forgetKeptData();
  const redirect = `${window.location.origin}/login`;
  window.location.assign(`/connect/endsession?post_logout_redirect_uri=${encodeURIComponent(redirect)}`);
}
