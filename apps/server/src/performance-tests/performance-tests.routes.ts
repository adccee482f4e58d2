import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isIsoDate } from '@tricoach/core';
import type { AppContext } from '../context';
import { ownKey } from '../http/auth';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';

const sport = z.enum(['swim', 'bike', 'run']);
const metric = z.enum([
  'swimCss',
  'bikeUpperPower',
  'bikeUpperHeartRate',
  'runUpperPace',
  'runUpperHeartRate',
]);
const evaluation = z.object({
  metric,
  outcome: z.enum(['increase', 'decrease', 'stable', 'unknown', 'invalid']),
  flag: z.enum(['PerformanceTestUnrealisticIncrease', 'PerformanceTestUnrealisticDecrease']).nullable(),
  previous: z.number().nullable(),
  measured: z.number(),
  change: z.number().nullable(),
  message: z.string(),
});
const result = evaluation.extend({
  id: z.uuid(),
  others: z.array(evaluation),
  source: z.enum(['device', 'entered']),
  decision: z.enum(['pending', 'accepted', 'rejected']),
});
const postView = z.object({
  sessionId: z.string(),
  sport,
  date: z.string(),
  title: z.string(),
  entryFields: z.array(z.string()),
  result: result.nullable(),
});
const preView = z.object({
  sessionId: z.string(),
  sport,
  date: z.string(),
  title: z.string(),
  duration: z.number().nullable(),
  steps: z.array(z.unknown()),
  name: z.string(),
  purpose: z.string(),
  protocol: z.array(z.string()),
  preparation: z.array(z.string()),
  currentThresholds: z.array(z.object({ metric, value: z.number().nullable(), isEstimate: z.boolean() })),
  hasResult: z.boolean(),
});
const sessionQuery = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1, 'sessionId is required'),
});
const seconds = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .min(min, `${label} must be at least ${min} seconds`)
    .max(max, `${label} must be at most ${max} seconds`);
const rawResult = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1, 'sessionId is required'),
  time400m: seconds('The 400 m time', 180, 1200).optional(),
  time200m: seconds('The 200 m time', 80, 600).optional(),
  averagePower: z
    .number({ error: 'Average power must be a number' })
    .min(30, 'Average power must be at least 30 W')
    .max(2000, 'Average power must be at most 2000 W')
    .optional(),
  averageHeartRate: z
    .number({ error: 'Average heart rate must be a number' })
    .min(60, 'Average heart rate must be at least 60 bpm')
    .max(230, 'Average heart rate must be at most 230 bpm')
    .optional(),
  averagePace: seconds('The average pace', 120, 1500).optional(),
});

export function registerPerformanceTestRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const routes = athleteRoutes(app, { tag: 'performance-tests', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/performance-test/pre-view',
    {
      summary: 'What a planned test is, its protocol and the current threshold',
      querystring: sessionQuery,
      response: { 200: preView },
    },
    async ({ athleteId, now, request }) =>
      ctx.performanceTests.preView(athleteId, request.query.sessionId, now),
  );

  routes.get(
    '/api/v1/app/performance-test/post-view',
    {
      summary: 'The evaluation of a test, measured by a device or entered',
      querystring: sessionQuery,
      response: { 200: postView },
    },
    async ({ athleteId, now, request }) =>
      ctx.performanceTests.postView(athleteId, request.query.sessionId, now),
  );

  routes.post(
    '/api/v1/app/performance-test/result',
    { summary: 'Enter a test result no device measured', body: rawResult, response: { 200: postView } },
    async ({ athleteId, now, request }) => {
      const { sessionId, ...raw } = request.body;
      return ctx.performanceTests.enterResult(athleteId, sessionId, raw, now);
    },
  );

  routes.put(
    '/api/v1/app/performance-test/confirm',
    {
      summary: 'Accept or reject a test result',
      body: z.object({
        workoutId: z.string({ error: 'workoutId is required' }).min(1, 'workoutId is required'),
        confirm: z.boolean({ error: 'confirm must be true or false' }),
      }),
      response: { 200: z.object({ result, thresholds: z.record(z.string(), z.unknown()) }) },
    },
    async ({ athleteId, now, request }) =>
      ctx.performanceTests.confirm(athleteId, request.body.workoutId, request.body.confirm, now),
  );

  routes.post(
    '/api/v1/app/test/generate-performance-test',
    {
      summary: 'Developer call: plan a performance test on a day (not in production)',
      body: z.object({
        sportType: z.enum(['swimming', 'cycling', 'running'], {
          error: 'Sport must be swimming, cycling or running',
        }),
        athleteId: z.string({ error: 'athleteId is required' }),
        date: z.string({ error: 'Date is required' }).refine(isIsoDate, 'Date must be a date YYYY-MM-DD'),
      }),
      response: {
        201: z.object({
          id: z.string(),
          date: z.string(),
          sport,
          title: z.string(),
          focus: z.string(),
          duration: z.number(),
        }),
      },
    },
    async ({ now, request }) => {
      const athleteId = ownKey(request, request.body.athleteId);
      return ctx.performanceTests.generate(athleteId, request.body.sportType, request.body.date, now);
    },
  );
}
