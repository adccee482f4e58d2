import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

const dashboardStatusSchema = z.object({
  status: z.enum([
    'proceed',
    'takecare',
    'skip',
    'rest',
    'noworkouts',
    'plangeneration',
    'error',
    'userneedsgoal',
    'subscribe',
  ]),
  trafficLight: z.enum(['green', 'yellow', 'red']).nullable(),
  message: z.string(),
  checkInDue: z.boolean(),
  today: z.string(),
  planGeneratedAt: z.string().nullable(),
});

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'training plan', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/dashboard-status',
    { summary: "Today's status on the dashboard", response: { 200: dashboardStatusSchema } },
    async ({ athleteId, now }) => ctx.dashboardStatus.of(athleteId, now),
  );

  routes.post(
    '/api/v1/app/plan/retry-generation',
    {
      summary: 'Generate the plan again after an error',
      response: { 202: z.object({ status: z.literal('plangeneration') }) },
    },
    async ({ athleteId }) => {
      await ctx.planGeneration.request(athleteId);
      return { status: 'plangeneration' as const };
    },
  );
}
