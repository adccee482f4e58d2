import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oneOfField } from '@tricoach/core';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';
import { THRESHOLD_KEYS, THRESHOLD_SPORTS } from './thresholds.service';

const thresholdsView = z.object({
  ...(Object.fromEntries(THRESHOLD_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    (typeof THRESHOLD_KEYS)[number],
    z.ZodNullable<z.ZodNumber>
  >),
  estimated: z.array(z.enum(THRESHOLD_KEYS)),
});
const zoneView = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  unit: z.string(),
});
const zones = z.array(zoneView).nullable();
const settingsView = thresholdsView.extend({
  zones: z.object({
    swimming: z.object({ pace: zones }),
    cycling: z.object({ power: zones, heartRate: zones }),
    running: z.object({ heartRate: zones, pace: zones }),
  }),
});

/** Bodies are checked by the service with core's threshold schemas in the athlete's units; these document the fields. */
const swimmingDoc = z
  .object({
    css: field.minutesSeconds('Per 100 m or 100 yd'),
    time50m: field.minutesSeconds(),
    time400m: field.minutesSeconds(),
  })
  .partial();
const cyclingDoc = z
  .object({
    upperPower: field.numeric('W'),
    lowerPower: field.numeric('W'),
    upperHeartRate: field.numeric('bpm'),
    lowerHeartRate: field.numeric('bpm'),
  })
  .partial();
const runningDoc = z
  .object({
    upperPace: field.minutesSeconds('Per km or per mile'),
    lowerPace: field.minutesSeconds('Per km or per mile'),
    upperHeartRate: field.numeric('bpm'),
    lowerHeartRate: field.numeric('bpm'),
  })
  .partial();
const runningOnboardingDoc = runningDoc
  .extend({
    runningSpeedThresholdDistance: field.numeric('A race distance in metres'),
    raceTimeInSeconds: field.numeric('The race time, seconds'),
  })
  .partial();
const sportQuery = oneOfField(THRESHOLD_SPORTS, 'Sport');

export function registerThresholdRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'thresholds', guards, clock: ctx.clock });
  const answer = { 200: thresholdsView };
  /** A sport's thresholds from the body, checked and stored by the service; the answer is all thresholds. */
  const postThresholds = (
    url: string,
    summary: string,
    body: z.ZodType,
    store: (athleteId: string, body: unknown, now: Date) => Promise<z.infer<typeof thresholdsView>>,
  ) =>
    routes.post(url, { summary, body, response: answer }, async ({ athleteId, now, request }) =>
      store(athleteId, request.body, now),
    );

  routes.get(
    '/api/v1/thresholds',
    { summary: 'Thresholds the coach uses (SI), estimates named', response: answer },
    async ({ athleteId, now }) => ctx.thresholds.get(athleteId, now),
  );

  routes.get(
    '/api/v1/thresholds/settings',
    { summary: 'Thresholds and the zones per sport', response: { 200: settingsView } },
    async ({ athleteId, now }) => ctx.thresholds.settings(athleteId, now),
  );

  routes.post(
    '/api/v2/thresholds/default',
    {
      summary: "Store the coach's estimates for a sport's unknown thresholds",
      querystring: z.object({ sport: sportQuery }),
      response: answer,
    },
    async ({ athleteId, now, request }) => ctx.thresholds.fillDefaults(athleteId, request.query.sport, now),
  );

  routes.get(
    '/api/v2/thresholds/validate',
    {
      summary: 'Check one threshold field as its POST would',
      querystring: z.object({
        sport: sportQuery,
        field: z.string({ error: 'Field is required' }),
        value: z.string().optional(),
      }),
      response: { 200: z.object({ isValid: z.boolean(), message: z.string().optional() }) },
    },
    async ({ athleteId, now, request }) =>
      ctx.thresholds.validate(athleteId, request.query.sport, request.query.field, request.query.value, now),
  );

  postThresholds(
    '/api/v2/thresholds/swimming',
    'CSS pace, or the 50 m and 400 m test times',
    swimmingDoc,
    ctx.thresholds.postSwimming,
  );

  routes.post(
    '/api/v2/thresholds/swimming/default',
    { summary: 'Use the default CSS, 2:00 per 100 m', response: answer },
    async ({ athleteId, now }) => ctx.thresholds.defaultSwimming(athleteId, now),
  );

  postThresholds(
    '/api/v2/thresholds/running',
    'Running thresholds (paces in the athlete’s unit system)',
    runningDoc,
    (athleteId, body, now) => ctx.thresholds.postRunning(athleteId, body, now, { isOnboarding: false }),
  );

  postThresholds(
    '/api/v2/thresholds/running/onboarding',
    'Running thresholds from onboarding, or a race result',
    runningOnboardingDoc,
    (athleteId, body, now) => ctx.thresholds.postRunning(athleteId, body, now, { isOnboarding: true }),
  );

  postThresholds('/api/v2/thresholds/cycling', 'Cycling thresholds', cyclingDoc, ctx.thresholds.postCycling);

  postThresholds(
    '/api/v2/thresholds/cycling/onboarding',
    'Cycling thresholds from onboarding',
    cyclingDoc,
    ctx.thresholds.postCycling,
  );

  routes.get(
    '/api/v2/thresholds/upper-pace-method',
    {
      summary: 'Threshold run pace (s/km) from a race result: distance in metres, time in seconds',
      querystring: z.object({ distance: z.string().optional(), time: z.string().optional() }),
      response: { 200: z.object({ upperPace: z.number(), method: z.string() }) },
    },
    async ({ request }) => ctx.thresholds.upperPaceFromRace(request.query.distance, request.query.time),
  );

  routes.get(
    '/api/v1/thresholds/maffetone',
    {
      summary: 'MAF heart rate and range from the MAF answers (repeated `answers`) and the age',
      querystring: z.object({ answers: z.union([z.string(), z.array(z.string())]).optional() }),
      response: {
        200: z.object({
          mafHeartRate: z.number(),
          low: z.number(),
          high: z.number(),
          category: z.string(),
        }),
      },
    },
    async ({ athleteId, now, request }) =>
      ctx.thresholds.maffetone(
        athleteId,
        request.query.answers === undefined ? undefined : [request.query.answers].flat(),
        now,
      ),
  );
}
