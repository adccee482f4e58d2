/**
 * One turn of the event loop. The embedded database (PGlite) answers queries without ever
 * leaving the microtask queue, so a job that runs many queries in a loop would starve every
 * request of the process until it ends: long loops call this between their items.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
