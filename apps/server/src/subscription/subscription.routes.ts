import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError, errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { isWebhookAuthorized, subscriptionWebhookBody } from './subscription-webhook';

/**
 * The store-subscription service's webhook (RevenueCat): `Authorization: Bearer
 * <SUBSCRIPTION_WEBHOOK_SECRET>`, checked before the body is read. Any 2xx tells the service the
 * event is taken; an event about no known athlete is acknowledged too, or it would be retried.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
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

  registerAthleteSubscriptionRoutes(app, ctx, guards);
}

const subscriptionDetails = z.object({
  isPremium: z.boolean(),
  subscriptionType: z.string().nullable(),
  productName: z.string().nullable(),
  willRenew: z.boolean(),
  premiumExpiresAtUtc: z.string().nullable(),
  trialExpiresAtUtc: z.string().nullable(),
  waitingForPaymentEvent: z.boolean(),
  store: z.string().nullable(),
  managementUrl: z.string().nullable(),
});

/**
 * The athlete's calls around the paywall. Signed in is enough (not premium): an athlete whose
 * trial ended must be able to pay.
 */
function registerAthleteSubscriptionRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards) {
  const routes = athleteRoutes(app, { tag: 'subscription', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/subscription',
    {
      summary: 'The subscription screen: Premium, renewal, expiry, trial, store and its management page',
      response: { 200: subscriptionDetails, 503: errorBodySchema },
    },
    async ({ athleteId, auth }) => ctx.subscriptions.details(athleteId, auth.userId),
  );

  routes.get(
    '/api/v1/app/subscription/store-config',
    {
      summary: 'What the paywall needs to offer the packages: the store key, its API and the app user id',
      response: {
        200: z.object({
          available: z.boolean(),
          apiKey: z.string().nullable(),
          apiUrl: z.string().nullable(),
          appUserId: z.string(),
          entitlement: z.string(),
        }),
      },
    },
    async ({ auth }) => ctx.subscriptions.storeConfig(auth.userId),
  );

  routes.post(
    '/api/v1/app/subscription/awaiting-payment',
    {
      summary:
        'A purchase went through in the store: wait for its payment event (false when already premium)',
      response: { 200: z.object({ waitingForPaymentEvent: z.boolean() }) },
      perMinute: 30,
    },
    async ({ athleteId }) => ctx.subscriptions.awaitPayment(athleteId),
  );

  routes.post(
    '/api/v1/app/subscription/restore',
    {
      summary: 'Restore purchases: the store is asked what the athlete owns, and its answer is kept',
      response: { 200: z.object({ restored: z.boolean() }), 503: errorBodySchema },
      perMinute: 10,
    },
    async ({ athleteId, auth }) => ctx.subscriptions.restore(athleteId, auth.userId),
  );
}
