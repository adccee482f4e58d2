import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkInAccess } from '../check-in/check-in.routes';
import { storedReadinessSchema } from '../check-in/check-in.schemas';
import type { AppContext } from '../context';
import { errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { sendKept } from '../http/kept-answer';
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
  const routes = athleteRoutes(app, { tag: 'readiness', guards, clock: ctx.clock, errors });
  const withAccess = checkInAccess(ctx);

  routes.get(
    '/api/v1/app/readiness',
    { summary: "Today's readiness and how it changes today's sessions", response: { 200: readinessView } },
    // The access check is in the same read as the kept view's key.
    async ({ athleteId, now, request, reply }) =>
      sendKept(
        request,
        reply,
        await ctx.readiness.viewKept(athleteId, now, ctx.checkIns.checkAccess, (answer) =>
          String(reply.serialize(answer)),
        ),
      ),
  );

  routes.post(
    '/api/v1/app/readiness/choose-original',
    {
      summary: "Train today's original session (keepOriginal false goes back to the adjusted one)",
      body: z
        .object({ keepOriginal: z.boolean().default(true) })
        .strict()
        .default({ keepOriginal: true }),
      response: { 200: readinessView },
    },
    async ({ athleteId, now, request }) => {
      await withAccess(athleteId, now);
      await ctx.readiness.chooseOriginal(athleteId, request.body.keepOriginal, now);
      return ctx.readiness.view(athleteId, now, ctx.checkIns.checkAccess);
    },
  );

  routes.get(
    '/api/v1/app/readiness/trends',
    {
      summary: 'Daily HRV or resting HR with its baseline and normal band (tabs 1 and 3 months)',
      querystring: z.object({
        kind: z.enum(['hrv', 'resting-hr'], { error: 'kind must be hrv or resting-hr' }),
        window: z.enum(['1m', '3m'], { error: 'window must be 1m or 3m' }).default('1m'),
      }),
      response: { 200: trendView },
    },
    async ({ athleteId, now, request }) =>
      ctx.readiness.trend(await withAccess(athleteId, now), request.query.kind, request.query.window, now),
  );
}
