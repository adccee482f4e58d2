import type { QueryClient } from '@tanstack/react-query';

/** How long the reads must have been quiet: the first seconds after a screen shows are the athlete's. */
const SETTLE_MS = 2500;

/**
 * Runs `task` once the first screen's reads are answered and nothing has been read for
 * `settleMs` (nothing in flight in the query client), when the browser is idle, or after
 * `timeoutMs` at the latest. For the work a signed-in start does that the screen does not show
 * (compatibility, time zone, push permission, error tracing, the offline sync's reads, chunks and
 * first save): on a phone's few connections it queued before the screen's chunk and reads and
 * delayed its first content, and its tasks (the time zone's first `Intl.DateTimeFormat()`
 * alone is ~60 ms at Lighthouse's 4x CPU) blocked the screen's first seconds (issue 17).
 */
export function afterFirstReads(
  client: QueryClient,
  task: () => void,
  { settleMs = SETTLE_MS, timeoutMs = 8000 }: { settleMs?: number; timeoutMs?: number } = {},
): () => void {
  let done = false;
  let settling: ReturnType<typeof setTimeout> | undefined;
  let idle: (() => void) | undefined;
  const cache = client.getQueryCache();
  const stopWaiting = () => {
    clearTimeout(settling);
    settling = undefined;
    idle?.();
    idle = undefined;
  };
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    stopWaiting();
    task();
  };
  // A read that starts while waiting (the week after today's status, a refetch) starts the wait again.
  const check = () => {
    if (done) return;
    if (client.isFetching() > 0) return stopWaiting();
    if (settling !== undefined || idle !== undefined) return;
    settling = setTimeout(() => {
      settling = undefined;
      idle = whenIdle(() => {
        idle = undefined;
        if (client.isFetching() === 0) run();
      });
    }, settleMs);
  };
  const unsubscribe = cache.subscribe(check);
  const timer = setTimeout(run, timeoutMs);
  check();
  return () => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
    stopWaiting();
  };
}

/**
 * Runs `tasks` in order, each in an idle period of its own (a task of its own) rather than all in
 * one long task, so the main thread is free for input between them (issue 17: the first
 * `Intl.DateTimeFormat()` alone is ~70 ms at Lighthouse's 4x CPU). The returned function drops
 * the ones not run yet.
 */
export function eachWhenIdle(tasks: readonly (() => void)[]): () => void {
  let cancelled = false;
  let cancelNext = () => {};
  const next = (index: number) => {
    const task = tasks[index];
    if (cancelled || !task) return;
    cancelNext = whenIdle(() => {
      task();
      next(index + 1);
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelNext();
  };
}

/** `then` once the browser is idle (at the latest 1 s later); the returned function cancels it. */
function whenIdle(then: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(then, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(then, 50);
  return () => clearTimeout(timer);
}
