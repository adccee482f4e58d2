import { clearSession } from '../api/session';
import { refreshAccessToken } from '../api/token';

/** App start: the httpOnly refresh cookie, if any, gives back a session (failure = signed out). */
export async function restoreSession(): Promise<void> {
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
