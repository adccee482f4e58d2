import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

const identitySchema = z.object({
  systemUserId: z.uuid(),
  athleteId: z.uuid(),
  email: z.string().nullable(),
  unreadNotifications: z.number().int(),
  athleteGoalActionRequired: z.boolean(),
  hasActiveInjuryPauseToday: z.boolean(),
  firstWorkoutId: z.string().nullable(),
  latestPerformanceTestId: z.string().nullable(),
  paywallStatus: z.object({
    subscriptionType: z.string().nullable(),
    willRenew: z.boolean(),
    isPremium: z.boolean(),
  }),
  premiumGateEnabled: z.boolean(),
  profile: z.object({
    onBoardingStatus: z.string(),
    showFirstWorkoutPopup: z.boolean(),
    showSeanEllisTest: z.boolean(),
    trialExpiresAtUtc: z.string().nullable(),
    waitingForPaymentEvent: z.boolean(),
  }),
});

export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/app/identity',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags: ['app'],
        summary: 'Who is signed in, and their app state',
        security: [{ bearer: [] }],
        response: { 200: identitySchema, ...errorResponses },
      },
    },
    async (request) => ctx.identity.load(authOf(request)),
  );
}
