import type { FastifyBaseLogger } from 'fastify';
import type { CrashOrigin, ErrorTracker } from './error-tracker';

/** How long a dying process waits for its report to leave. */
const CRASH_FLUSH_MS = 2000;

type CrashSource = Pick<NodeJS.EventEmitter, 'on'>;

/**
 * A throw or a rejection that nothing handled ends the process, as Node would (its state is
 * unknown; the supervisor starts a fresh one and job leases hand its jobs on), but first it is
 * logged and reported, so a crash is seen like any other error. Both events pass through one
 * handler: a second crash while the first is reported is logged, not reported again.
 */
export function reportProcessCrashes(
  source: CrashSource,
  tracker: ErrorTracker,
  log: FastifyBaseLogger,
  exit: (code: number) => void,
): void {
  let crashing = false;
  const crash = async (error: unknown, origin: CrashOrigin) => {
    log.fatal({ err: error, origin }, 'the process crashed; exiting');
    if (crashing) return;
    crashing = true;
    try {
      tracker.captureCrash(error, origin);
      await tracker.flush(CRASH_FLUSH_MS);
    } finally {
      exit(1);
    }
  };
  source.on('uncaughtException', (error: unknown) => void crash(error, 'uncaughtException'));
  source.on('unhandledRejection', (reason: unknown) => void crash(reason, 'unhandledRejection'));
}
