/**
 * The session lives in memory only: the access token is never written to storage (the
 * refresh token is an httpOnly cookie the browser keeps), so a reload restores it by refresh.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
}

let state: SessionState = { status: 'restoring', accessToken: null };
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setAccessToken(accessToken: string): void {
  publish({ status: 'signedIn', accessToken });
}

export function clearSession(): void {
  publish({ status: 'signedOut', accessToken: null });
}
