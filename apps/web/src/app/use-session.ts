import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from '../api/session';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}
