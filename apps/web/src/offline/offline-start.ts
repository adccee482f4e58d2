import type { QueryClient } from '@tanstack/react-query';
import { getSession, hasSession, subscribeSession } from '../api/session';
import { hasOfflineData } from './offline-state';
import { afterFirstReads } from '../app/after-first-reads';

/**
 * The offline code (IndexedDB, the write queue) is its own chunk: loaded once a session
 * exists, when the browser is idle (at once for an offline start), and never for a visitor.
 */
export function watchSessionForOffline(client: QueryClient): void {
  let loading = false;
  const check = () => {
    const session = getSession();
    if (loading || !hasSession(session)) return;
    loading = true;
    const start = () =>
      void import('./offline-sync').then((m) => m.startOfflineSync(client)).catch(() => undefined);
    // Signed in: after the first screen's own reads (issue 17), which it keeps anyway.
    if (session.status === 'offline') start();
    else afterFirstReads(client, start);
  };
  subscribeSession(check);
  check();
}

/** The offline start: the kept last sync in the query cache, or false when there is none (or no code). */
export async function restoreLastSync(client: QueryClient): Promise<boolean> {
  if (!hasOfflineData()) return false;
  try {
    const sync = await import('./offline-sync');
    return await sync.restoreLastSync(client);
  } catch {
    return false;
  }
}

/** Signed out: whatever an earlier session kept on this device goes (only loads the code when something is kept). */
export async function forgetKeptData(): Promise<void> {
  if (!hasOfflineData()) return;
  try {
    await (await import('./offline-store')).clearKept();
  } catch {
    // The next signed-out start tries again.
  }
}
