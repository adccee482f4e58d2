import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors';
import type { JobQueue, RunningJob } from '../jobs/job-queue';
import type { ErrorTrackingSettings } from './settings';

export type CrashOrigin = 'uncaughtException' | 'unhandledRejection';

export interface ErrorTracker {
  readonly isEnabled: boolean;
  /** A request that failed on our side (a 5xx answer other than the database-outage 503). */
  captureRequestError(error: unknown, request: FastifyRequest, status: number): void;
  /** A job whose handler threw: pg-boss retries it, but the cause is a bug worth seeing. */
  captureJobFailure(error: unknown, queue: string): void;
  /** What is about to end the process: a throw or a rejection that nothing handled. */
  captureCrash(error: unknown, origin: CrashOrigin): void;
  /** Waits (at most `timeoutMs`) until every report is sent; true when all went. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const OFF: ErrorTracker = {
  isEnabled: false,
  captureRequestError: () => {},
  captureJobFailure: () => {},
  captureCrash: () => {},
  flush: async () => true,
  close: async () => {},
};

/**
 * Error reports in the Sentry protocol (Sentry or a self-hosted GlitchTip). Without a DSN nothing
 * is built and nothing is sent, and the SDK is not even loaded (~40 MB of a server's memory).
 */
export async function createErrorTracker(
  settings: ErrorTrackingSettings,
  log: FastifyBaseLogger,
): Promise<ErrorTracker> {
  if (!settings.serverDsn) return OFF;
  const { createSentryTracker } = await import('./sentry-tracker');
  return createSentryTracker(settings.serverDsn, settings, log);
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
    work<T extends object>(queue: string, handler: (data: T, job: RunningJob) => Promise<void>) {
      return jobs.work<T>(queue, async (data, job) => {
        try {
          await handler(data, job);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) tracker.captureJobFailure(error, queue);
          throw error;
        }
      });
    },
  };
}
