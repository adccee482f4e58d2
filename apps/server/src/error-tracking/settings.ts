import { APP_VERSION } from '../app-info/app-info.routes';
import type { AppEnvironment, Config } from '../config';
import { parseDsn } from './dsn';

/** Spec 9: "Error tracing sample rate: 0.3 in staging, beta, production" (docs/decisions.md). */
const SAMPLED_ENVIRONMENTS: readonly AppEnvironment[] = ['staging', 'beta', 'production'];
export const SPEC_TRACES_SAMPLE_RATE = 0.3;

export interface ErrorTrackingSettings {
  /** Null: the server sends nothing. */
  serverDsn: string | null;
  /** Null: the web app loads no error-tracing code at all. */
  webDsn: string | null;
  environment: string;
  /** The same for server and web, so one release's issues sit together. */
  release: string;
  /** Errors are never sampled: a crash report dropped is a crash nobody fixes. */
  sampleRate: 1;
  /** The share of page loads whose performance trace is sent (the spec's 0.3). */
  tracesSampleRate: number;
}

export function errorTrackingSettings(config: Config): ErrorTrackingSettings {
  const serverDsn = config.SENTRY_DSN ?? null;
  return {
    serverDsn,
    webDsn: config.SENTRY_WEB_DSN ?? serverDsn,
    environment: config.SENTRY_ENVIRONMENT ?? config.APP_ENV,
    release: `tricoach@${APP_VERSION}`,
    sampleRate: 1,
    tracesSampleRate:
      config.SENTRY_TRACES_SAMPLE_RATE ??
      (SAMPLED_ENVIRONMENTS.includes(config.APP_ENV) ? SPEC_TRACES_SAMPLE_RATE : 1),
  };
}

/** What the page's Content-Security-Policy must let the browser reach: the web DSN's host. */
export function errorTrackingOrigins(config: Config): string[] {
  const { webDsn } = errorTrackingSettings(config);
  const parsed = webDsn ? parseDsn(webDsn) : null;
  return parsed ? [parsed.origin] : [];
}
