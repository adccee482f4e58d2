import { useSyncExternalStore } from 'react';

/** Spec 8: the connection-error flag the route guard sets when the identity cannot be fetched. */
let connectionError = false;
const listeners = new Set<() => void>();

export function setConnectionError(value: boolean): void {
  if (value === connectionError) return;
  connectionError = value;
  for (const listener of listeners) listener();
}

function hasConnectionError(): boolean {
  return connectionError;
}

export function useConnectionError(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, hasConnectionError);
}
