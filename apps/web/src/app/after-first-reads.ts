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
  let idleHandle: number | undefined;
  const cache = client.getQueryCache();
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    task();
  };
  const whenIdle = (then: () => void) => {
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(then, { timeout: 1000 });
    else idleHandle = Number(setTimeout(then, 50));
  };
  // Quiet now and still quiet once the browser is idle: a follow-up read (the week after today's
  // status) starts within a task or two of the answer before it.
  const check = () => {
    if (done || idleHandle !== undefined || client.isFetching() > 0) return;
    whenIdle(() => {
      idleHandle = undefined;
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
