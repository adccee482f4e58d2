import { clearSession } from '../api/session';
import { refreshAccessToken } from '../api/token';

/** Set by the server beside the httpOnly refresh cookie (and cleared with it). */
const SIGNED_IN_HINT = /(?:^|;\s*)tricoach_signed_in=1(?:;|$)/;

/**
 * App start: the httpOnly refresh cookie, if any, gives back a session (failure = signed out).
 * Without the server's hint there is no cookie to use: a visitor is signed out at once, without a
 * refresh call that could only fail.
 */
export async function restoreSession(): Promise<void> {
  if (!SIGNED_IN_HINT.test(document.cookie)) {
    clearSession();
    return;
  }
  try {
    await refreshAccessToken();
  } catch {
    clearSession();
  }
}

/** Full navigation: the server clears its cookies and revokes the refresh family, then sends us to /login. */
export function signOut(): void {
  clearSession();
  const redirect = `${window.location.origin}/login`;
  window.location.assign(`/connect/endsession?post_logout_redirect_uri=${encodeURIComponent(redirect)}`);
}
