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
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors';
import type { JobQueue } from '../jobs/job-queue';
import { withoutQuery } from '@tricoach/core/privacy';
import { KEPT_HEADERS, scrubBreadcrumb, scrubEvent } from './scrub';
import type { ErrorTrackingSettings } from './settings';

export interface ErrorTracker {
  readonly isEnabled: boolean;
  /** A request that failed on our side (a 5xx answer other than the database-outage 503). */
  captureRequestError(error: unknown, request: FastifyRequest, status: number): void;
  /** A job whose handler threw: pg-boss retries it, but the cause is a bug worth seeing. */
  captureJobFailure(error: unknown, queue: string): void;
  /** Waits (at most `timeoutMs`) until every report is sent; true when all went. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const OFF: ErrorTracker = {
  isEnabled: false,
  captureRequestError: () => {},
  captureJobFailure: () => {},
  flush: async () => true,
  close: async () => {},
};

/**
 * Error reports in the Sentry protocol (Sentry or a self-hosted GlitchTip). Without a DSN nothing
 * is built and nothing is sent. One client per app, not Sentry's global `init`: no patched
 * modules, no OpenTelemetry, no process-wide handlers, and tests can run several apps at once.
 * The server sends errors only; its latency is in /metrics.
 */
export function createErrorTracker(settings: ErrorTrackingSettings, log: FastifyBaseLogger): ErrorTracker {
  if (!settings.serverDsn) return OFF;
  const client = new NodeClient({
    dsn: settings.serverDsn,
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
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
    close: async () => {
      await client.close(2000);
    },
  };
}

/** Reports every request that ends in a 5xx with a thrown error, after the answer has gone. */
export function registerErrorReports(app: FastifyInstance, tracker: ErrorTracker): void {
  if (!tracker.isEnabled) return;
  const errors = new WeakMap<FastifyRequest, unknown>();
  // onError runs before the error handler has chosen the status: keep the error until the answer.
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!errors.has(request)) return;
    const error = errors.get(request);
    errors.delete(request);
    // 503 is the database outage answer: an operations alarm (/readyz, metrics), not a bug report per request.
    if (reply.statusCode >= 500 && reply.statusCode !== 503 && !isDatabaseUnavailable(error))
      tracker.captureRequestError(error, request, reply.statusCode);
  });
}

/** The queue with every handler's throw reported before pg-boss sees it (and retries the job). */
export function withJobFailureReports(jobs: JobQueue, tracker: ErrorTracker): JobQueue {
  if (!tracker.isEnabled) return jobs;
  return {
    ...jobs,
    work<T extends object>(queue: string, handler: (data: T) => Promise<void>) {
      return jobs.work<T>(queue, async (data) => {
        try {
          await handler(data);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) tracker.captureJobFailure(error, queue);
          throw error;
        }
      });
    },
  };
}
