import { browserTracingIntegration, captureException, init, type BrowserOptions } from '@sentry/react';
import type { ErrorTrackingSettings } from './error-tracking';
import { scrubBreadcrumb } from '@tricoach/core/privacy';
import { scrubEvent } from './scrub';

/** Sentry's options for this deployment's settings (the server's GET /api/v1/error-tracing). */
export function sdkOptions(settings: ErrorTrackingSettings & { dsn: string }): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    sampleRate: settings.sampleRate,
    tracesSampleRate: settings.tracesSampleRate,
    integrations: settings.tracesSampleRate > 0 ? [browserTracingIntegration()] : [],
    // The API does not trace: no sentry-trace or baggage headers on its calls.
    tracePropagationTargets: [],
    // SDK 11's form of `sendDefaultPii: false`, stricter.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  };
}

/** Starts Sentry's browser SDK; returns how to report an error it did not see itself. */
export function startSdk(settings: ErrorTrackingSettings & { dsn: string }): (error: unknown) => void {
  init(sdkOptions(settings));
  return (error) => void captureException(error);
}
