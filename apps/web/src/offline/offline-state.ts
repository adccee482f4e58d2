import { useSyncExternalStore } from 'react';

/**
 * What the offline parts tell the screens, in the main bundle (no IndexedDB code here: that is
 * loaded only when there is something to keep, see offline-sync.ts).
 */

/** A write kept on the device until the network is back. */
export interface PendingWrite {
  id: string;
  kind: 'check-in' | 'workout';
  /** The day it is about (YYYY-MM-DD). */
  date: string;
}

export interface OfflineState {
  /** When the kept data was last read from the server (the app clock's ms), or null. */
  lastSyncAt: number | null;
  pending: PendingWrite[];
}

let state: OfflineState = { lastSyncAt: null, pending: [] };
const listeners = new Set<() => void>();

export function publishOfflineState(next: Partial<OfflineState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getOfflineState(): OfflineState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, getOfflineState);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own idea of the network (navigator.onLine), as it changes. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * A marker that the device holds an athlete's kept data, so a signed-out start knows to load the
 * IndexedDB code and clear it, and a start without it loads nothing. It holds only '1', never a token.
 */
const MARKER = 'tricoach.offline-data';

export function hasOfflineData(): boolean {
  try {
    return localStorage.getItem(MARKER) === '1';
  } catch {
    return false;
  }
}

export function setOfflineDataMarker(present: boolean): void {
  try {
    if (present) localStorage.setItem(MARKER, '1');
    else localStorage.removeItem(MARKER);
  } catch {
    // Storage refused (private mode): the data is then cleared on the next sign-out only.
  }
}
