/** Spec 1: the app version, sent as X-App-Version and checked by GET /api/v1/compatibility. */
export const APP_VERSION = '2.2.0';
export const API_VERSION = '1';
export const WEB_CLIENT_ID = 'tricoach-web';

export const ENVIRONMENTS = [
  'local',
  'local-backend',
  'development',
  'staging',
  'beta',
  'production',
] as const;
export type AppEnvironment = (typeof ENVIRONMENTS)[number];

function isEnvironment(value: string): value is AppEnvironment {
  return (ENVIRONMENTS as readonly string[]).includes(value);
}

export function appEnvironment(): AppEnvironment {
  const value: unknown = import.meta.env.VITE_APP_ENVIRONMENT;
  return typeof value === 'string' && isEnvironment(value) ? value : 'local';
}
