import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDate } from '@tricoach/core';
import { hasPremiumAccess } from '../athlete/access';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { AppContext } from '../context';
import { athleteProfiles, athletes, raceGoals } from '../db/schema';
import { authOf } from '../http/auth';
import { ApiError } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { decideDashboardStatus } from './dashboard-status';

const dashboardStatusSchema = z.object({
  status: z.enum(['proceed', 'takecare', 'skip', 'rest', 'noworkouts', 'plangeneration', 'error', 'userneedsgoal', 'subscribe']),
  trafficLight: z.enum(['green', 'yellow', 'red']).nullable(),
  message: z.string(),
  checkInDue: z.boolean(),
  today: z.string(),
  planGeneratedAt: z.string().nullable(),
});

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['training plan'];

  routes.get(
    '/api/v1/app/dashboard-status',
    { onRequest: guards.requireAuth, schema: { tags, summary: "Today's status on the dashboard", security: [{ bearer: [] }], response: { 200: dashboardStatusSchema, ...errorResponses } } },
    async (request) => {
      const { athleteId } = authOf(request);
      const now = new Date();
      const [athlete] = await ctx.db.select().from(athletes).where(eq(athletes.id, athleteId));
      if (!athlete) throw new ApiError(404, 'not_found', 'Athlete not found');
      const [profile] = await ctx.db.select({ preferences: athleteProfiles.preferences }).from(athleteProfiles).where(eq(athleteProfiles.athleteId, athleteId));
      const today = localDate(now, readStoredPreferences(profile?.preferences).timeZoneInfoId);
      const [goals] = await ctx.db.select({ value: count() }).from(raceGoals).where(eq(raceGoals.athleteId, athleteId));
      let plan = await ctx.planGeneration.state(athleteId);
      // An athlete who finished onboarding always has a plan on its way.
      if (plan.status === 'none' && athlete.onboardingStatus === 'OnBoardingCompleted' && (goals?.value ?? 0) > 0) {
        await ctx.planGeneration.request(athleteId);
        plan = await ctx.planGeneration.state(athleteId);
      }
      const sessionsToday = plan.status === 'ready' ? await ctx.planGeneration.sessionsOn(athleteId, today) : 0;
      const decided = decideDashboardStatus({
        hasAccess: hasPremiumAccess(athlete, ctx.config.PREMIUM_GATE, now),
        goalCount: goals?.value ?? 0,
        plan,
        sessionsToday,
        readiness: (await ctx.readiness.today(athleteId, now)).readiness,
      });
      return { ...decided, today, planGeneratedAt: plan.generatedAt?.toISOString() ?? null };
    },
  );

  routes.post(
    '/api/v1/app/plan/retry-generation',
    { onRequest: guards.requireAuth, schema: { tags, summary: 'Generate the plan again after an error', security: [{ bearer: [] }], response: { 202: z.object({ status: z.literal('plangeneration') }), ...errorResponses } } },
    async (request, reply) => {
      await ctx.planGeneration.request(authOf(request).athleteId);
      return reply.status(202).send({ status: 'plangeneration' as const });
    },
  );
}
