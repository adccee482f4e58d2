import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import { errorBodySchema } from '../http/errors';
import type { RouteGuards } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { BRIEFING_OPTIONS } from './briefing-options';
import {
  briefingOptionsView,
  briefingView,
  checkInAnswersSchema,
  checkInView,
  historyQuery,
  historyView,
  measurementSchema,
  measurementView,
  sorenessSchema,
  todayCheckInView,
} from './check-in.schemas';

const errors = { ...errorResponses, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The athlete from the token, after the premium-or-trial check (check-in and readiness calls). */
export const checkInAthlete =
  (ctx: AppContext) =>
  async (request: FastifyRequest, now: Date): Promise<string> => {
    const { athleteId } = authOf(request);
    await ctx.checkIns.requireAccess(athleteId, now);
    return athleteId;
  };

/** Daily check-in calls (docs/api.md "Daily check-in and readiness"); sign-in and premium or trial. */
export function registerCheckInRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['check-in'], summary, security: [{ bearer: [] }] });
  const athlete = checkInAthlete(ctx);
  const common = { onRequest: guards.requireAuth };

  routes.get(
    '/api/v1/app/AthleteDailyCheckin',
    {
      ...common,
      schema: {
        ...doc("Today's check-in (null before the athlete checked in)"),
        response: { 200: todayCheckInView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.checkIns.today(await athlete(request, now), now);
    },
  );

  routes.post(
    '/api/v1/app/AthleteDailyCheckin',
    {
      ...common,
      schema: {
        ...doc("Start today's check-in; one per local day (409 after that)"),
        body: checkInAnswersSchema,
        response: { 201: checkInView, ...errors },
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      return reply
        .status(201)
        .send(await ctx.checkIns.create(await athlete(request, now), request.body, now));
    },
  );

  routes.patch(
    '/api/v1/app/AthleteDailyCheckin/:id',
    {
      ...common,
      schema: {
        ...doc('Change a check-in; the day is evaluated again'),
        params: z.object({ id: z.uuid({ error: 'Check-in not found' }) }),
        body: checkInAnswersSchema,
        response: { 200: checkInView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.checkIns.update(authOf(request).athleteId, request.params.id, request.body, now);
    },
  );

  routes.get(
    '/api/v1/app/check-in/history',
    {
      ...common,
      schema: {
        ...doc('Check-ins and morning readings by day (default: the last 30 days)'),
        querystring: historyQuery,
        response: { 200: historyView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.checkIns.history(await athlete(request, now), request.query, now);
    },
  );

  routes.post(
    '/api/v1/app/athletemusclefatigue',
    {
      ...common,
      schema: {
        ...doc("Muscle soreness for today's check-in"),
        body: sorenessSchema,
        response: { 200: checkInView, ...errors },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.checkIns.recordSoreness(await athlete(request, now), request.body, now);
    },
  );

  routes.get(
    '/api/v1/app/check-in/briefing',
    {
      ...common,
      schema: { ...doc("What today's check-in still asks"), response: { 200: briefingView, ...errors } },
    },
    async (request) => {
      const now = ctx.clock.now();
      return ctx.checkIns.briefing(await athlete(request, now), now);
    },
  );

  routes.get(
    '/api/v1/app/check-in/briefing/options',
    {
      ...common,
      schema: {
        ...doc('The choices and labels of every check-in question'),
        response: { 200: briefingOptionsView, ...errors },
      },
    },
    async (request) => {
      await athlete(request, ctx.clock.now());
      return BRIEFING_OPTIONS;
    },
  );

  routes.post(
    '/api/v1/app/check-in/measurements',
    {
      ...common,
      schema: {
        ...doc(
          'Record a morning HRV and resting HR (camera result, chest-strap RR intervals, or typed from a ring)',
        ),
        body: measurementSchema,
        response: { 201: measurementView, ...errors },
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      return reply
        .status(201)
        .send(await ctx.checkIns.recordMeasurement(await athlete(request, now), request.body, now));
    },
  );
}
