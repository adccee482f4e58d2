import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/** What a worker process answers over HTTP: a load balancer's and Prometheus's checks. */
const WORKER_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export const WORKER_ONLY_MESSAGE =
  'This process runs jobs only (PROCESS_ROLE=worker): the API is served by the web processes.';

/**
 * A worker process (PROCESS_ROLE=worker) runs the jobs; over HTTP it answers only its health and
 * its metrics, so a load balancer sending it API traffic shows at once (404 with this message)
 * instead of serving from a process sized for jobs.
 */
export function registerWorkerOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!WORKER_PATHS.has(request.url.split('?')[0] ?? '')) throw notFound(WORKER_ONLY_MESSAGE);
  });
}
