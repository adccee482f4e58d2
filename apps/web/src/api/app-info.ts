import { apiFetch } from './client';

export type Compatibility =
  'NoUserActionNeeded' | 'UpdateAvailable' | 'UpdateRecommended' | 'UpdateUrgent' | 'ForceUpdate';

export interface CompatibilityResult {
  compatibility: Compatibility | string;
  userHint?: string;
}

export function fetchCompatibility(): Promise<CompatibilityResult> {
  return apiFetch<CompatibilityResult>('/api/v1/compatibility', { auth: false });
}

/** Spec 4 startup: keeps the athlete's stored time zone in step with the device. */
export function postTimeZone(timeZoneId: string): Promise<unknown> {
  return apiFetch('/api/v1/app/update-time-zone', { method: 'POST', body: { TimeZoneId: timeZoneId } });
}
