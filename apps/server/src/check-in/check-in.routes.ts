import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { KeptAnswer, sendKept } from '../http/kept-answer';
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
export const checkInAccess =
  (ctx: AppContext) =>
  async (athleteId: string, now: Date): Promise<string> => {
    await ctx.checkIns.requireAccess(athleteId, now);
    return athleteId;
  };

/** Daily check-in calls (docs/api.md "Daily check-in and readiness"); sign-in and premium or trial. */
export function registerCheckInRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'check-in', guards, clock: ctx.clock, errors });
  const withAccess = checkInAccess(ctx);
  // The same for everyone: its JSON (as the response schema writes it) and compressed copies made once.
  const briefingOptions = KeptAnswer.of(JSON.stringify(briefingOptionsView.parse(BRIEFING_OPTIONS)));

  routes.get(
    '/api/v1/app/AthleteDailyCheckin',
    { summary: "Today's check-in (null before the athlete checked in)", response: { 200: todayCheckInView } },
    // The access check is in the same read as today's check-in.
    async ({ athleteId, now }) => ctx.checkIns.today(athleteId, now),
  );

  routes.post(
    '/api/v1/app/AthleteDailyCheckin',
    {
      summary: "Start today's check-in; one per local day (409 after that)",
      body: checkInAnswersSchema,
      response: { 201: checkInView },
    },
    async ({ athleteId, now, request }) =>
      ctx.checkIns.create(await withAccess(athleteId, now), request.body, now),
  );

  routes.patch(
    '/api/v1/app/AthleteDailyCheckin/:id',
    {
      summary: 'Change a check-in; the day is evaluated again',
      params: z.object({ id: z.uuid({ error: 'Check-in not found' }) }),
      body: checkInAnswersSchema,
      response: { 200: checkInView },
    },
    async ({ athleteId, now, request }) =>
      ctx.checkIns.update(athleteId, request.params.id, request.body, now),
  );

  routes.get(
    '/api/v1/app/check-in/history',
    {
      summary: 'Check-ins and morning readings by day (default: the last 30 days)',
      querystring: historyQuery,
      response: { 200: historyView },
    },
    async ({ athleteId, now, request }) =>
      ctx.checkIns.history(await withAccess(athleteId, now), request.query, now),
  );

  routes.post(
    '/api/v1/app/athletemusclefatigue',
    { summary: "Muscle soreness for today's check-in", body: sorenessSchema, response: { 200: checkInView } },
    async ({ athleteId, now, request }) =>
      ctx.checkIns.recordSoreness(await withAccess(athleteId, now), request.body, now),
  );

  routes.get(
    '/api/v1/app/check-in/briefing',
    { summary: "What today's check-in still asks", response: { 200: briefingView } },
    // The access check is in the same read as today's day.
    async ({ athleteId, now }) => ctx.checkIns.briefing(athleteId, now),
  );

  routes.get(
    '/api/v1/app/check-in/briefing/options',
    { summary: 'The choices and labels of every check-in question', response: { 200: briefingOptionsView } },
    async ({ athleteId, now, request, reply }) => {
      await withAccess(athleteId, now);
      return sendKept(request, reply, briefingOptions);
    },
  );

  routes.post(
    '/api/v1/app/check-in/measurements',
    {
      summary:
        'Record a morning HRV and resting HR (camera result, chest-strap RR intervals, or typed from a ring)',
      body: measurementSchema,
      response: { 201: measurementView },
    },
    async ({ athleteId, now, request }) =>
      ctx.checkIns.recordMeasurement(await withAccess(athleteId, now), request.body, now),
  );
}
