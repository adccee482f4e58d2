/**
 * The session lives in memory only: the access token is never written to storage (the
 * refresh token is an httpOnly cookie the browser keeps), so a reload restores it by refresh.
 *
 * `offline`: the app started without network while the last session on this device was signed
 * in (the server's hint cookie) and the last sync is kept on the device (docs/decisions.md,
 * "Offline: the last sync, read-only, and a write queue"). There is no token: the pages show the
 * last sync, writes that can wait are queued, and the session is refreshed once the network is back.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'offline' | 'signedOut';

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

/** The athlete's last sync is shown without a token until the network is back (no refresh possible). */
export function setOfflineSession(): void {
  publish({ status: 'offline', accessToken: null });
}

/** Signed in, or offline with the last signed-in session's data: the pages a session opens are shown. */
export function hasSession(session: SessionState): boolean {
  return session.status === 'signedIn' || session.status === 'offline';
}

export function clearSession(): void {
  publish({ status: 'signedOut', accessToken: null });
}
