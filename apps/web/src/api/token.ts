import { createSingleFlight } from './single-flight';
import { refreshWithCookie } from './token-endpoint';
import { clearSession, getSession, setAccessToken } from './session';
import { isExpired } from './jwt';

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
      clearSession();
      // A network failure is not a verdict on the session, but without a token the user
      // cannot go on either; the caller decides what to show.
      if (error instanceof Error && 'status' in error && error.status === 0) throw error;
      return null;
    }
  },
});

/** The current token, refreshed first when it is missing or expired (spec 7). */
export async function validAccessToken(): Promise<string | null> {
  const { accessToken } = getSession();
  if (accessToken && !isExpired(accessToken, Date.now())) return accessToken;
  return refreshAccessToken();
}
