import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDate } from '@tricoach/core';
import { hasPremiumAccess } from '../athlete/access';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { AppContext } from '../context';
import { athleteProfiles, athletes, raceGoals, trainingPlans } from '../db/schema';
import { authOf } from '../http/auth';
import { ApiError } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { decideDashboardStatus } from './dashboard-status';
import type { PlanState } from './plan-generation.service';

type PlanStateView = { status: PlanState; error: string | null; generatedAt: Date | null };

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
      const now = ctx.clock.now();
      // One round trip for the athlete, their time zone, goal count and plan state: the dashboard asks on every visit.
      const [row] = await ctx.db
        .select({
          athlete: athletes,
          preferences: athleteProfiles.preferences,
          goalCount: sql<number>`(select count(*)::int from ${raceGoals} where ${raceGoals.athleteId} = ${athletes.id})`,
          planStatus: trainingPlans.status,
          planError: trainingPlans.error,
          planGeneratedAt: trainingPlans.generatedAt,
        })
        .from(athletes)
        .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
        .leftJoin(trainingPlans, eq(trainingPlans.athleteId, athletes.id))
        .where(eq(athletes.id, athleteId));
      if (!row) throw new ApiError(404, 'not_found', 'Athlete not found');
      const today = localDate(now, readStoredPreferences(row.preferences).timeZoneInfoId);
      const goalCount = Number(row.goalCount);
      let plan: PlanStateView = row.planStatus
        ? { status: row.planStatus as PlanState, error: row.planError, generatedAt: row.planGeneratedAt }
        : { status: 'none', error: null, generatedAt: null };
      // An athlete who finished onboarding always has a plan on its way.
      if (plan.status === 'none' && row.athlete.onboardingStatus === 'OnBoardingCompleted' && goalCount > 0) {
        await ctx.planGeneration.request(athleteId);
        plan = await ctx.planGeneration.state(athleteId);
      }
      const [sessionsToday, readiness] = await Promise.all([
        plan.status === 'ready' ? ctx.planGeneration.sessionsOn(athleteId, today) : 0,
        ctx.readiness.onDate(athleteId, today),
      ]);
      const decided = decideDashboardStatus({
        hasAccess: hasPremiumAccess(row.athlete, ctx.config.PREMIUM_GATE, now),
        goalCount,
        plan,
        sessionsToday,
        readiness: readiness.readiness,
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
