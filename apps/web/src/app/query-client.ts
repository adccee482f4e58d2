import { onlineManager, QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../api/session';
import { OFFLINE_GC_MS, OFFLINE_QUERY_PREFIXES } from '../offline/offline-keys';

/**
 * The app's one query client, made here rather than inside React so the session start can
 * restore the last sync into it before the first screen (src/offline).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true },
      // A write without network runs and fails at once (the page says so, or keeps it, see
      // offline/keep-write.ts) instead of waiting, paused and unseen, for the network.
      mutations: { networkMode: 'always' },
    },
  });
  // The queries kept for offline use stay in memory as long as they are kept on the device:
  // the cache written to IndexedDB is the memory cache, so one dropped after 5 minutes unseen
  // would be dropped from the device too.
  for (const queryKey of OFFLINE_QUERY_PREFIXES) client.setQueryDefaults(queryKey, { gcTime: OFFLINE_GC_MS });
  return client;
}

export const queryClient = createQueryClient();

// TanStack assumes "online" until an `offline` event; a start without network must know at once,
// so queries wait (paused) instead of failing over the last sync.
if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
followOfflineSession();

/**
 * `navigator.onLine` only knows the device has a network, not that it reaches the server: on a
 * Wi-Fi without internet it stays true (so did Chromium 150's emulated offline after a page the
 * service worker answered). While the session is offline (its refresh got no answer), queries
 * wait for the network as they do without one, over the last sync, instead of each failing
 * with "Connection problem"; once the session is back, the browser's word counts again.
 */
export function followOfflineSession(): () => void {
  let offline = getSession().status === 'offline';
  if (offline) onlineManager.setOnline(false);
  return subscribeSession(() => {
    const now = getSession().status === 'offline';
    if (now === offline) return;
    offline = now;
    onlineManager.setOnline(now ? false : typeof navigator === 'undefined' || navigator.onLine);
  });
}
