import { createSingleFlight } from './single-flight';
import { refreshWithCookie } from './token-endpoint';
import { clearSession, getSession, setAccessToken } from './session';
import { isExpired } from './jwt';
import { ApiError } from './errors';
import { now } from '../app/clock';

/**
 * Refreshes through the httpOnly cookie. Resolves to the new access token, or null when the
 * server refused (no cookie, revoked, expired); the session is updated either way.
 */
export const refreshAccessToken = createSingleFlight<string | null>({
  run: async () => {
    try {
      const { access_token } = await refreshWithCookie();
      setAccessToken(access_token);
      return access_token;
    } catch (error) {
      const isNetworkError = error instanceof ApiError && error.isNetworkError;
      // A network blip says nothing about the session: keep it (the cookie is still valid)
      // and let the caller show the connection problem; the offline session, too, waits for the
      // network. Any answer from the server that is not a token ends the session.
      // At app start (`restoring`) the caller decides: an offline start opens the last sync.
      const session = getSession();
      const keep =
        session.accessToken !== null || session.status === 'offline' || session.status === 'restoring';
      if (isNetworkError && keep) throw error;
      clearSession();
      if (isNetworkError) throw error;
      return null;
    }
  },
});

/** The current token, refreshed first when it is missing or expired (spec 7). */
export async function validAccessToken(): Promise<string | null> {
  const { accessToken } = getSession();
  if (accessToken && !isExpired(accessToken, now())) return accessToken;
  return refreshAccessToken();
}
