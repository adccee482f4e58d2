import type { AppEnvironment } from '../../api/config';

const DEFAULT_MEASUREMENT_SECONDS = 60;
/** The server refuses under 15 s; two minutes is its upper limit. */
const MIN_SECONDS = 15;
const MAX_SECONDS = 120;

/**
 * How long to measure: the page's `durationSeconds`, or outside production a `?seconds=N`
 * in the address (browser tests keep the measurement short with it). Always 15–120 s.
 */
export function measurementSeconds(
  requested: number | undefined,
  search: string,
  environment: AppEnvironment,
): number {
  const fromQuery =
    environment === 'production' ? NaN : Number(new URLSearchParams(search).get('seconds') ?? NaN);
  const seconds = Number.isFinite(fromQuery) ? fromQuery : (requested ?? DEFAULT_MEASUREMENT_SECONDS);
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Math.round(seconds)));
}
