import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { sendKept } from '../http/kept-answer';
import { HISTORY_RANGES, type HistoryRange } from './history-ranges';
import { WORKOUTS_PAGE_MAX, workoutsPageCall } from './history.service';

const sport = z.enum(['swim', 'bike', 'run', 'strength'], {
  error: 'Choose a sport: swim, bike, run or strength.',
});
const range = z.enum(HISTORY_RANGES, { error: 'Choose a range: 1m, 3m, 1y or all.' });
const rangeQuery = z.object({ range: range.default('1m') });

const totals = z.object({
  duration: z.number(),
  distance: z.number(),
  workouts: z.number(),
  stress: z.number(),
});
const bySport = z.object({ swim: totals, bike: totals, run: totals, strength: totals });
const perSport = z.object({ swim: z.number(), bike: z.number(), run: z.number(), strength: z.number() });

export const dashboardView = z.object({
  range,
  from: z.string(),
  to: z.string(),
  firstWorkoutDate: z.string().nullable(),
  totals,
  bySport,
  previous: z.object({ from: z.string(), to: z.string(), totals, bySport }).nullable(),
});

export const splitView = z.object({
  range,
  from: z.string(),
  to: z.string(),
  sports: z.array(
    z.object({
      sport,
      duration: z.number(),
      distance: z.number(),
      durationShare: z.number(),
      distanceShare: z.number(),
    }),
  ),
});

const workoutsQuery = rangeQuery.extend({
  sport: sport.optional(),
  cursor: z
    .string()
    .max(200, { error: 'This list position is no longer valid. Reload the list.' })
    .optional(),
  limit: z.coerce
    .number()
    .int({ error: 'Limit must be a whole number.' })
    .min(1, { error: 'Show at least 1 workout.' })
    .max(WORKOUTS_PAGE_MAX, { error: `Show at most ${WORKOUTS_PAGE_MAX} workouts.` })
    .optional(),
});
export const workoutsView = z.object({
  workouts: z.array(
    z.object({
      id: z.string(),
      sport,
      date: z.string(),
      startedAt: z.string(),
      title: z.string(),
      duration: z.number(),
      distance: z.number().nullable(),
      stress: z.number().nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

export const seriesView = z.object({
  range,
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['week', 'month']),
  buckets: z.array(z.object({ start: z.string(), duration: perSport, distance: perSport })),
});

export const fitnessView = z.object({
  range,
  from: z.string(),
  to: z.string(),
  /**
   * The fitness the curve starts from while the log is shorter than the 42-day fitness window
   * (the plan's estimate of the training the athlete told us about); null once the log covers it.
   */
  estimate: z.number().nullable(),
  points: z.array(
    z.object({
      date: z.string(),
      stress: z.number(),
      fitness: z.number(),
      fatigue: z.number(),
      form: z.number(),
      rampRate: z.number(),
    }),
  ),
  current: z
    .object({
      date: z.string(),
      fitness: z.number(),
      fatigue: z.number(),
      form: z.number(),
      formBand: z.enum(['highRisk', 'optimal', 'fresh', 'detraining']),
      rampRate: z.number(),
      rampBand: z.enum(['declining', 'low', 'moderate', 'high', 'veryHigh']),
    })
    .nullable(),
});

/** Statistics and history of completed workouts (docs/api.md "History and statistics"). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'history', guards, clock: ctx.clock });

  /**
   * `GET /api/v1/app/history/<name>?range=`: statistics of a range made of the athlete's workouts
   * and today, kept until either changes (history.service kept).
   */
  const rangeStatistics = (
    name: string,
    summary: string,
    view: z.ZodType,
    make: (athleteId: string, range: HistoryRange, now: Date) => Promise<unknown>,
  ) =>
    routes.get(
      `/api/v1/app/history/${name}`,
      { summary, querystring: rangeQuery, response: { 200: view } },
      async ({ athleteId, now, request, reply }) => {
        const { range } = request.query;
        const serialize = (answer: unknown) => String(reply.serialize(answer));
        const kept = await ctx.history.kept(athleteId, `${name}|${range}`, now, serialize, () =>
          make(athleteId, range, now),
        );
        return sendKept(request, reply, kept);
      },
    );

  rangeStatistics(
    'activity-dashboard',
    'Totals of a range per sport, with the period before',
    dashboardView,
    ctx.history.activityDashboard,
  );

  rangeStatistics('sport-split', 'Share of time and distance per sport', splitView, ctx.history.sportSplit);

  routes.get(
    '/api/v1/app/history/completed-workouts',
    {
      summary: 'Completed workouts, newest first, a page at a time',
      querystring: workoutsQuery,
      response: { 200: workoutsView },
    },
    async ({ athleteId, now, request, reply }) => {
      const { query } = request;
      const list = () => ctx.history.completedWorkouts(athleteId, query, now);
      // The first page of a range, what the statistics screen opens with, is kept like the
      // statistics beside it (made of the workouts and today alone); later pages and one sport's
      // list are read each time.
      if (query.cursor !== undefined || query.sport !== undefined) return list();
      const serialize = (answer: unknown) => String(reply.serialize(answer));
      const call = workoutsPageCall(query.range, query.limit);
      return sendKept(request, reply, await ctx.history.kept(athleteId, call, now, serialize, list));
    },
  );

  rangeStatistics(
    'series',
    'Duration and distance per sport per week (per month beyond a year)',
    seriesView,
    ctx.history.series,
  );

  routes.get(
    '/api/v1/app/history/fitness',
    {
      summary: 'Daily fitness, fatigue and form with the weekly ramp rate',
      querystring: rangeQuery,
      response: { 200: fitnessView },
    },
    // Sent as kept JSON text and compressed copies (history.service fitnessKept): a string with a
    // JSON content type skips the schema's serializer, which would rebuild, stringify and compress
    // ~1,800 points per call.
    async ({ athleteId, now, request, reply }) =>
      sendKept(request, reply, await ctx.history.fitnessKept(athleteId, request.query.range, now)),
  );
}
