import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's (or a proxy's) id is kept so one request can be followed from the load balancer to
 * our logs; anything else gets a fresh UUID. Short and plain only: the id lands in every log line
 * and in error bodies, so it must not carry control characters, markup or kilobytes.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function generateRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Services are built once with the app's logger, yet most of their log lines are written while
 * serving a request. This logger writes through the current request's logger (which carries its
 * `reqId`) when there is one, and through the app's logger otherwise (jobs, timers, start-up).
 */
export function requestScopedLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const current = requestLogs.getStore() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/**
 * Echoes the request id on every answer and makes `request.log` the logger of everything the
 * request runs: the rest of its hooks, its handler and what they await (request-id.test.ts checks
 * that this holds over a real socket, where the body arrives in events of its own).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestLogs.run(request.log, done);
  });
}
