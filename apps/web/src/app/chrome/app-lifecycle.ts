import { now as clockNow } from '../clock';

/** Spec 4/9: back after 3 hours or more away, the app opens on the dashboard. */
export const INACTIVITY_REDIRECT_MS = 10_800_000;

export function shouldReturnToDashboard(hiddenAtMs: number | null, nowMs: number): boolean {
  return hiddenAtMs !== null && nowMs - hiddenAtMs >= INACTIVITY_REDIRECT_MS;
}

interface LifecycleHandlers {
  /** Called when the app becomes visible again, with whether it was away long enough. */
  onActive: (wasAwayLong: boolean) => void;
  now?: () => number;
}

/** Remembers when the page went to the background and reports its return. */
export function watchLifecycle({ onActive, now = clockNow }: LifecycleHandlers): () => void {
  let hiddenAt: number | null = null;
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    onActive(shouldReturnToDashboard(hiddenAt, now()));
    hiddenAt = null;
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
