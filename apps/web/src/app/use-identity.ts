import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ApiError, CONNECTION_PROBLEM } from '../api/errors';
import { fetchIdentity, identityKey, type Identity } from '../api/identity';
import { clearSession, hasSession } from '../api/session';
import { toastError } from './toast/toast-store';
import { useSession } from './use-session';

const IDENTITY_STALE_MS = 5_000;

interface IdentityState {
  identity: Identity | null;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The identity the guards decide on. Spec 8: a 401 logs out; a network error or any other
 * status shows the connection message and sets the connection-error flag.
 */
export function useIdentity(): IdentityState {
  const session = useSession();
  // Offline, the identity is the last sync's (the query waits for the network).
  const signedIn = hasSession(session);
  const query = useQuery({
    queryKey: identityKey,
    queryFn: ({ signal }) => fetchIdentity(signal),
    enabled: signedIn,
    retry: false,
    staleTime: IDENTITY_STALE_MS,
  });

  // The guards decide on the identity (onboarding status, premium, flags), so a navigation
  // re-reads it once it is a few seconds old.
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: identityKey, stale: true });
  }, [pathname, signedIn, queryClient]);

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return;
    }
    toastError(CONNECTION_PROBLEM);
  }, [error]);

  return {
    identity: signedIn ? (query.data ?? null) : null,
    isLoading: signedIn && query.isPending,
    isError: signedIn && query.isError && !query.data,
    refetch: () => void query.refetch(),
  };
}
