import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { notFound, sendError } from '../http/errors';
import type { Metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Metrics tell an outsider the routes, the traffic and the job backlog: never public by default.
 * With METRICS_TOKEN the scraper sends `Authorization: Bearer <token>`; without one, only a local
 * run (APP_ENV=local) answers, and only to this machine. Everyone else gets the 404 of a path that
 * does not exist (docs/operations.md).
 */
export function mayReadMetrics(request: FastifyRequest, config: Pick<Config, 'METRICS_TOKEN' | 'APP_ENV'>) {
  if (config.METRICS_TOKEN) {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(config.METRICS_TOKEN));
  }
  return config.APP_ENV === 'local' && LOOPBACK.has(request.ip);
}

export function registerMetricsRoutes(app: FastifyInstance, config: Config, metrics: Metrics): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, config)) return sendError(reply, notFound('No route GET /metrics'));
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
}
