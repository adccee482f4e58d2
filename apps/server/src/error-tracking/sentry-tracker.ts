import {
  NodeClient,
  Scope,
  contextLinesIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  functionToStringIntegration,
  linkedErrorsIntegration,
  makeNodeTransport,
  nodeContextIntegration,
} from '@sentry/node';
import { withoutQuery } from '@tricoach/core/privacy';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorTracker } from './error-tracker';
import { scrubBreadcrumb } from '@tricoach/core/privacy';
import { KEPT_HEADERS, scrubEvent } from './scrub';
import type { ErrorTrackingSettings } from './settings';

/**
 * Error reports in the Sentry protocol (Sentry or a self-hosted GlitchTip), loaded only with a
 * DSN (error-tracker.ts). One client per app, not Sentry's global `init`: no patched
 * modules, no OpenTelemetry, no process-wide handlers, and tests can run several apps at once.
 * The server sends errors only; its latency is in /metrics.
 */
export function createSentryTracker(
  dsn: string,
  settings: ErrorTrackingSettings,
  log: FastifyBaseLogger,
): ErrorTracker {
  const client = new NodeClient({
    dsn,
    environment: settings.environment,
    release: settings.release,
    sampleRate: settings.sampleRate,
    // SDK 11's form of `sendDefaultPii: false`, stricter: no user, cookies, bodies, query strings,
    // local variables or queue payloads; request headers only from the allow-list.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...KEPT_HEADERS] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
    },
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // Only what describes the error itself: no HTTP, console or database breadcrumbs, which would
    // carry URLs, log text and SQL with people's values.
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      nodeContextIntegration(),
      contextLinesIntegration(),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();

  const capture = (error: unknown, build: (scope: Scope) => void) => {
    try {
      const eventScope = scope.clone();
      build(eventScope);
      eventScope.captureException(error);
    } catch (failure) {
      // Reporting must never break the request or the job it reports on.
      log.warn({ err: failure }, 'error report not sent');
    }
  };

  return {
    isEnabled: true,
    captureRequestError(error, request, status) {
      const route = request.routeOptions.url ?? 'unmatched';
      capture(error, (eventScope) => {
        eventScope.setTags({
          route,
          method: request.method,
          status: String(status),
          request_id: request.id,
        });
        eventScope.setTransactionName(`${request.method} ${route}`);
        // Headers pass scrubEvent's allow-list on the way out; the body is never attached.
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
        eventScope.addEventProcessor((event) => ({
          ...event,
          request: { method: request.method, url: withoutQuery(request.url), headers },
        }));
      });
    },
    captureJobFailure(error, queue) {
      capture(error, (eventScope) => {
        eventScope.setTags({ job_queue: queue });
        eventScope.setTransactionName(`job ${queue}`);
      });
    },
    captureCrash(error, origin) {
      capture(error, (eventScope) => {
        eventScope.setLevel('fatal');
        eventScope.setTags({ crash: origin });
        eventScope.setTransactionName(`process ${origin}`);
      });
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
    close: async () => {
      await client.close(2000);
    },
  };
}
