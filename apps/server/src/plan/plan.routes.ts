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

const dashboardStatusQuery = z.object({
  waitForPlan: z
    .enum(['true', 'false'], { error: 'waitForPlan must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** How long a status call waits for a plan being built, and how often it reads the status meanwhile. */
const PLAN_WAIT_MS = 10_000;
const PLAN_WAIT_READ_MS = 500;

/**
 * The page is told when its plan is ready instead of asking every few hundred ms: the answer
 * waits for this process's build to end (at once) or, for a build in another process, sees it
 * on its next read of the status (every 500 ms), up to 10 s; then the page asks again.
 */
async function statusOnceBuilt(
  ctx: AppContext,
  athleteId: string,
  first: Awaited<ReturnType<AppContext['dashboardStatus']['of']>>,
) {
  let status = first;
  for (
    let waited = 0;
    status.status === 'plangeneration' && waited < PLAN_WAIT_MS;
    waited += PLAN_WAIT_READ_MS
  ) {
    if (!(await ctx.planGeneration.waitForBuild(athleteId, PLAN_WAIT_READ_MS))) break;
    status = await ctx.dashboardStatus.of(athleteId, ctx.clock.now());
  }
  return status;
}

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'training plan', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/dashboard-status',
    {
      summary: "Today's status on the dashboard",
      description:
        'With `waitForPlan=true`, a status of `plangeneration` is not answered at once: the call waits until the plan is built (or its build failed), 10 s at most, and answers the status then.',
      querystring: dashboardStatusQuery,
      response: { 200: dashboardStatusSchema },
    },
    async ({ athleteId, now, request }) => {
      const status = await ctx.dashboardStatus.of(athleteId, now);
      if (!request.query.waitForPlan) return status;
      return statusOnceBuilt(ctx, athleteId, status);
    },
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
