import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

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
  athleteRoutes(app, { tag: 'app', guards, clock: ctx.clock }).get(
    '/api/v1/app/identity',
    { summary: 'Who is signed in, and their app state', response: { 200: identitySchema } },
    async ({ auth }) => ctx.identity.load(auth),
  );
}
