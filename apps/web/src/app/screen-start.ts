import type { QueryClient } from '@tanstack/react-query';
import { fetchIdentity, identityKey } from '../api/identity';
import { readClaims } from '../api/jwt';
import { getSession } from '../api/session';
import { findScreen } from './routes';

/**
 * A cold start on a screen (issue 17): its chunk is asked for while the session is restored, and
 * once the access token is there, the identity and the screen's own reads start together, instead
 * of one after the other (refresh → identity → chunk → the page's reads).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return findScreen(pathname)?.preload?.() ?? Promise.resolve();
}

export function startScreenReads(client: QueryClient, pathname: string): void {
  const { status, accessToken } = getSession();
  if (status !== 'signedIn' || !accessToken) return;
  // As useIdentity reads it (no retry: a refusal signs out, anything else shows the connection problem).
  void client.prefetchQuery({
    queryKey: identityKey,
    queryFn: ({ signal }) => fetchIdentity(signal),
    retry: false,
  });
  const athleteId = readClaims(accessToken).athlete_id;
  const start = findScreen(pathname)?.startReads;
  if (athleteId && start) start(client, { athleteId });
}
