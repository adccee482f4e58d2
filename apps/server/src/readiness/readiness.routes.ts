import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInAthlete } from '../check-in/check-in.routes';
import { storedReadinessSchema } from '../check-in/check-in.schemas';
import type { AppContext } from '../context';
import { errorBodySchema } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';

const errors = { ...errorResponses, 403: errorBodySchema, 409: errorBodySchema };
const sessionNumbers = z.object({
  duration: z.number(),
  distance: z.number(),
  load: z.number(),
  isHard: z.boolean(),
});

const readinessView = z.object({
  date: z.string(),
  checkedIn: z.boolean(),
  status: z.enum(['proceed', 'takecare', 'skip', 'rest']).nullable(),
  trafficLight: z.enum(['green', 'yellow', 'red']).nullable(),
  message: z.string(),
  reasons: storedReadinessSchema.shape.reasons,
  keepOriginal: z.boolean(),
  sessions: z.array(
    z.object({
      id: z.string(),
      sport: z.string(),
      title: z.string(),
      focus: z.string(),
      action: z.enum(['unchanged', 'capped', 'eased', 'replaced', 'removed']),
      message: z.string(),
      original: sessionNumbers,
      /** null: removed for a rest day. */
      adjusted: sessionNumbers.nullable(),
    }),
  ),
});

const trendView = z.object({
  kind: z.enum(['hrv', 'resting-hr']),
  window: z.enum(['1m', '3m']),
  today: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      value: z.number().nullable(),
      source: z.string().nullable(),
      baseline: z.number().nullable(),
      bandLow: z.number().nullable(),
      bandHigh: z.number().nullable(),
    }),
  ),
});

export function registerReadinessRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['readiness'], summary, security: [{ bearer: [] }] });
  const athlete = checkInAthlete(ctx);
  const common = { onRequest: guards.requireAuth };

  routes.get(
    '/api/v1/app/readiness',
    {
      ...common,
      schema: {
        ...doc("Today's readiness and how it changes today's sessions"),
        response: { 200: readinessView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.readiness.view(await athlete(request, now), now);
    },
  );

  routes.post(
    '/api/v1/app/readiness/choose-original',
    {
      ...common,
      schema: {
        ...doc("Train today's original session (keepOriginal false goes back to the adjusted one)"),
        body: z
          .object({ keepOriginal: z.boolean().default(true) })
          .strict()
          .default({ keepOriginal: true }),
        response: { 200: readinessView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const athleteId = await athlete(request, now);
      await ctx.readiness.chooseOriginal(athleteId, request.body.keepOriginal, now);
      return ctx.readiness.view(athleteId, now);
    },
  );

  routes.get(
    '/api/v1/app/readiness/trends',
    {
      ...common,
      schema: {
        ...doc('Daily HRV or resting HR with its baseline and normal band (tabs 1 and 3 months)'),
        querystring: z.object({
          kind: z.enum(['hrv', 'resting-hr'], { error: 'kind must be hrv or resting-hr' }),
          window: z.enum(['1m', '3m'], { error: 'window must be 1m or 3m' }).default('1m'),
        }),
        response: { 200: trendView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.readiness.trend(await athlete(request, now), request.query.kind, request.query.window, now);
    },
  );
}
