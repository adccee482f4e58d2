import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../api/session';
import { useBrowserOnline } from '../offline/offline-state';

const useOfflineSession = () =>
  useSyncExternalStore(subscribeSession, () => getSession().status === 'offline');

export function Loading({ label = 'Loading' }: { label?: string }) {
  // Offline, a load waits for the network (TanStack pauses it): say so rather than spin silently.
  const online = useBrowserOnline();
  const offlineSession = useOfflineSession();
  const offline = !online || offlineSession;
  return (
    <div className={offline ? 'loading loading--offline' : 'loading'} role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
      {offline ? <p className="muted">You are offline: this loads when you are back online.</p> : null}
    </div>
  );
}
