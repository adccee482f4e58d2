import { apiFetch } from '../api/client';

/** The GARMIN® Connect calls of docs/api.md ("GARMIN® Connect"). */

/** Spec section 8: the failure message whenever a GARMIN® call fails. */
export const GARMIN_FAILED_MESSAGE = 'We failed to retrieve your GARMIN® Connect data, please try again.';

export interface BackfillStatus {
  connected: boolean;
  state: 'none' | 'running' | 'done' | 'historicalDataOff';
  total: number;
  done: number;
  percent: number;
  historicalDataDenied: boolean;
  message: string | null;
}

const base = '/api/v1/integration/garmin';

export const garminKeys = {
  all: ['garmin'] as const,
  connected: ['garmin', 'is-connected'] as const,
  permissions: ['garmin', 'has-required-permissions'] as const,
  backfill: ['garmin', 'backfill-status'] as const,
};

export const fetchIsConnected = () => apiFetch<boolean>(`${base}/auth/is-connected`);
export const fetchHasRequiredPermissions = () => apiFetch<boolean>(`${base}/auth/has-required-permissions`);
export const fetchBackfillStatus = () => apiFetch<BackfillStatus>(`${base}/backfill-status`);

/** The Garmin authorisation URL; `redirectTo` is the in-app page to come back to. */
export function requestAuthorizeUrl(athleteId: string, redirectTo?: string) {
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return apiFetch<{ url: string }>(`${base}/auth/request-token/${encodeURIComponent(athleteId)}${query}`, {
    action: 'garmin.connect',
  });
}

export const disconnectGarmin = () =>
  apiFetch<void>(`${base}/auth/disconnect`, { method: 'POST', action: 'garmin.disconnect' });

/** Garmin's consent page is another site: a full navigation (an object, so tests can stand in for it). */
export const garminConsentPage = {
  open: (url: string) => window.location.assign(url),
};
