import { apiFetch } from '../../api/client';
import type { ApiResponse } from '../../api/contract';

export type ErrorTrackingSettings = ApiResponse<'/api/v1/error-tracing'>;
type Report = (error: unknown) => void;

interface Dependencies {
  fetchSettings: () => Promise<ErrorTrackingSettings>;
  /** The SDK is a chunk of its own, loaded only when a DSN is configured (issue 17's first-load budget). */
  loadSdk: () => Promise<{ startSdk: (settings: ErrorTrackingSettings & { dsn: string }) => Report }>;
}

const defaults: Dependencies = {
  fetchSettings: () => apiFetch<ErrorTrackingSettings>('/api/v1/error-tracing', { auth: false }),
  loadSdk: () => import('./sdk'),
};

/** Errors seen before the SDK has loaded, reported once it has (or dropped when tracing is off). */
let pending: unknown[] | null = [];
let report: Report | null = null;

export function isErrorTrackingOn(settings: ErrorTrackingSettings): settings is ErrorTrackingSettings & {
  dsn: string;
} {
  return typeof settings.dsn === 'string' && settings.dsn.trim() !== '';
}

/** A crash the router's error boundary caught (it never reaches window.onerror). */
export function reportRenderError(error: unknown): void {
  if (report) report(error);
  else pending?.push(error);
}

function holdEarlyError(event: ErrorEvent) {
  pending?.push(event.error ?? event.message);
}
function holdEarlyRejection(event: PromiseRejectionEvent) {
  pending?.push(event.reason);
}

/** From page start: the SDK arrives after the first paint, a crash before it still counts. */
export function watchEarlyErrors(target: Window = window): () => void {
  target.addEventListener('error', holdEarlyError);
  target.addEventListener('unhandledrejection', holdEarlyRejection);
  return () => {
    target.removeEventListener('error', holdEarlyError);
    target.removeEventListener('unhandledrejection', holdEarlyRejection);
  };
}

/**
 * Asks the server where reports go; with no DSN (the default) it stops there and no SDK code is
 * ever downloaded. Never throws: error tracing must not break the app it watches.
 */
export async function startErrorTracking(
  stopWatching: () => void = () => {},
  dependencies: Dependencies = defaults,
): Promise<boolean> {
  try {
    const settings = await dependencies.fetchSettings();
    if (!isErrorTrackingOn(settings)) return false;
    const { startSdk } = await dependencies.loadSdk();
    report = startSdk(settings);
    for (const error of pending ?? []) report(error);
    return true;
  } catch {
    return false;
  } finally {
    stopWatching();
    pending = null;
  }
}

/** Tests: back to the state of a fresh page. */
export function resetErrorTracking(): void {
  pending = [];
  report = null;
}
