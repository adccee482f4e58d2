import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError, errorBodySchema } from '../http/errors';
import { isWebhookAuthorized, subscriptionWebhookBody } from './subscription-webhook';

/**
 * The store-subscription service's webhook (RevenueCat): `Authorization: Bearer
 * <SUBSCRIPTION_WEBHOOK_SECRET>`, checked before the body is read. Any 2xx tells the service the
 * event is taken; an event about no known athlete is acknowledged too, or it would be retried.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secret = ctx.config.SUBSCRIPTION_WEBHOOK_SECRET;
  const requireSecret = async (request: FastifyRequest) => {
    if (!isWebhookAuthorized(request.headers.authorization, secret))
      throw new ApiError(401, 'unauthorized', 'The webhook authorization is not valid.');
  };

  routes.post(
    '/api/v1/webhooks/subscription',
    {
      onRequest: requireSecret,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['subscription'],
        summary: 'Store subscription events (RevenueCat webhook): Premium, subscription type, renewal',
        security: [{ bearer: [] }],
        body: subscriptionWebhookBody,
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => ({
      received: true as const,
      outcome: await ctx.subscriptionWebhook.receive(request.body.event),
    }),
  );
}
