import { afterEach } from 'vitest';

/**
 * node-postgres queues a query sent while its connection is still busy and warns, once per
 * process, that pg 9 will refuse it: reads sent together on a transaction's one connection
 * (`readTogether` sends them one after another there). The test during which it happened fails.
 */
const queued: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) queued.push(warning.stack ?? warning.message);
});

afterEach(() => {
  const first = queued.splice(0)[0];
  if (first)
    throw new Error(`a query was sent on a connection that was still busy (pg 9 refuses it):\n${first}`);
});
