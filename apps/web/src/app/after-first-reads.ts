import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `task` once the first screen's reads are answered (nothing in flight in the query client)
 * and the browser is idle, or after `timeoutMs` at the latest. For the calls a signed-in start
 * makes that the screen does not show (compatibility, time zone, push permission, the offline
 * sync's own reads and chunks): on a phone's few connections they queued before the screen's
 * chunk and reads and delayed its first content (issue 17).
 */
export function afterFirstReads(client: QueryClient, task: () => void, timeoutMs = 5000): () => void {
  let done = false;
  let idle: (() => void) | undefined;
  const cache = client.getQueryCache();
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    task();
  };
  // Quiet now and still quiet once the browser is idle: a follow-up read (the week after today's
  // status) starts within a task or two of the answer before it.
  const check = () => {
    if (done || idle !== undefined || client.isFetching() > 0) return;
    idle = whenIdle(() => {
      idle = undefined;
      if (client.isFetching() === 0) run();
    });
  };
  const unsubscribe = cache.subscribe(check);
  const timer = setTimeout(run, timeoutMs);
  check();
  return () => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
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
