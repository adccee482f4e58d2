import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['training plan'];

  routes.get(
    '/api/v1/app/dashboard-status',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: "Today's status on the dashboard",
        security: [{ bearer: [] }],
        response: { 200: dashboardStatusSchema, ...errorResponses },
      },
    },
    async (request) => ctx.dashboardStatus.of(authOf(request).athleteId, ctx.clock.now()),
  );

  routes.post(
    '/api/v1/app/plan/retry-generation',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'Generate the plan again after an error',
        security: [{ bearer: [] }],
        response: { 202: z.object({ status: z.literal('plangeneration') }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.planGeneration.request(authOf(request).athleteId);
      return reply.status(202).send({ status: 'plangeneration' as const });
    },
  );
}
