import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { errorBodySchema } from '../http/errors';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';

const sport = z.enum(['swim', 'bike', 'run', 'strength']);
const feedback = z.object({
  executedAsPlanned: z.boolean(),
  intensity: z.number(),
  durationFeel: z.number(),
});

const workoutRecord = z.object({
  id: z.string(),
  sport,
  title: z.string(),
  startedAt: z.string(),
  date: z.string(),
  durationSeconds: z.number(),
  distanceMeters: z.number().nullable(),
  averageHeartRate: z.number().nullable(),
  maxHeartRate: z.number().nullable(),
  averagePower: z.number().nullable(),
  elevationGainMeters: z.number().nullable(),
  rpe: z.number().nullable(),
  stressScore: z.number().nullable(),
  source: z.enum(['manual', 'file', 'garmin', 'demo']),
  plannedSessionId: z.string().nullable(),
  hasSamples: z.boolean(),
  feedback: feedback.nullable(),
});

const detailView = workoutRecord.extend({
  averageSpeedMetersPerSecond: z.number().nullable(),
  speedDisplay: z.enum(['pacePerKm', 'pacePer100m', 'speed']).nullable(),
  zones: z
    .object({
      measure: z.enum(['heartRate', 'power', 'pace']),
      zones: z.array(z.object({ id: z.string(), name: z.string(), seconds: z.number() })),
    })
    .nullable(),
  planned: z
    .object({
      id: z.string(),
      title: z.string(),
      sport,
      date: z.string(),
      duration: z.number(),
      distance: z.number(),
      load: z.number(),
    })
    .nullable(),
  /** What an imported file recorded beyond the streams: laps, pool lengths, the transition before a multisport leg. */
  recording: z
    .object({
      elapsedSeconds: z.number(),
      laps: z.array(
        z.object({
          startOffsetSeconds: z.number(),
          durationSeconds: z.number(),
          distanceMeters: z.number().nullable(),
          averageHeartRate: z.number().nullable(),
          averagePower: z.number().nullable(),
        }),
      ),
      poolLengthMeters: z.number().nullable(),
      lengths: z.array(
        z.object({
          startOffsetSeconds: z.number(),
          durationSeconds: z.number(),
          kind: z.enum(['active', 'idle']),
          strokes: z.number().nullable(),
          stroke: z.string().nullable(),
        }),
      ),
      transitionBefore: z.object({ startedAt: z.string(), durationSeconds: z.number() }).nullable(),
    })
    .nullable(),
});

const chartView = z.object({
  workoutId: z.string(),
  sport,
  t: z.array(z.number()),
  heartRate: z.array(z.number()),
  speed: z.array(z.number()),
  pace: z.array(z.number().nullable()),
  power: z.array(z.number()),
  altitude: z.array(z.number()),
});

/** Validated by the service (core manualWorkoutSchema needs the athlete's today); this documents the fields. */
const manualBodyDoc = z
  .object({
    sport: z.unknown().describe('swimming, cycling, running or strengthtraining'),
    date: z.unknown().describe('The athlete’s local date, YYYY-MM-DD, not in the future'),
    startTime: z.unknown().describe('HH:mm (optional)'),
    durationSeconds: z.unknown().describe('60 … 86400'),
    distanceMeters: z.unknown().describe('optional; not for strength training'),
    averageHeartRate: z.unknown().describe('bpm, optional'),
    averagePower: z.unknown().describe('W, optional, cycling only'),
    rpe: z.unknown().describe('1–10, optional'),
  })
  .partial();
const feedbackBodyDoc = z
  .object({
    executedAsPlanned: field.boolean(),
    intensity: field.integer('1 … 10'),
    durationFeel: field.integer('1 … 5'),
  })
  .partial();
const keyParams = z.object({ key: z.string() });

export function registerCompletedWorkoutRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: RouteGuards,
): void {
  const routes = athleteRoutes(app, { tag: 'completed workouts', guards, clock: ctx.clock });
  const service = ctx.completedWorkouts;

  routes.post(
    '/api/v1/app/completed-workouts',
    {
      summary: 'Log a workout done without a wearable',
      body: manualBodyDoc,
      response: { 201: workoutRecord },
    },
    async ({ athleteId, now, request }) => service.logManual(athleteId, request.body, now),
  );

  routes.get(
    '/api/v1/odata/completedworkout/:key',
    { summary: 'One completed workout as stored', params: keyParams, response: { 200: workoutRecord } },
    async ({ athleteId, request }) => service.record(athleteId, request.params.key),
  );

  routes.get(
    '/api/v1/app/completed-session-detail-view/:key',
    {
      summary: 'A completed workout’s summary, zones, planned comparison and feedback',
      params: keyParams,
      response: { 200: detailView },
    },
    async ({ athleteId, now, request }) => service.detail(athleteId, request.params.key, now),
  );

  routes.get(
    '/api/v1/app/workout/chart',
    {
      summary: 'Time series of a completed workout for its charts',
      querystring: z.object({ workoutId: z.string({ error: 'workoutId is required' }) }),
      response: { 200: chartView },
    },
    async ({ athleteId, request }) => service.chart(athleteId, request.query.workoutId),
  );

  routes.patch(
    '/api/v1/app/completed-workouts/:key/feedback',
    {
      summary: 'Session feedback: executed as planned, intensity, duration feel',
      params: keyParams,
      body: feedbackBodyDoc,
      response: { 200: workoutRecord },
    },
    async ({ athleteId, now, request }) =>
      service.giveFeedback(athleteId, request.params.key, request.body, now),
  );

  routes.delete(
    '/api/v1/app/completed-workouts/:key',
    {
      summary: 'Delete a completed workout (its planned session is open again)',
      params: keyParams,
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await service.remove(athleteId, request.params.key);
    },
  );

  routes.delete(
    '/api/v1/app/completed-sessions/:key',
    {
      summary: 'Delete the recorded data of a completed workout, keeping it done',
      params: keyParams,
      response: { 204: z.null() },
    },
    async ({ athleteId, request }) => {
      await service.removeRecording(athleteId, request.params.key);
    },
  );

  routes.get(
    '/api/v1/app/test/dummy/data/generate-plan',
    {
      summary:
        'Developer: demo completed workouts with recordings for the last three weeks (not in production)',
      response: {
        200: z.object({
          created: z.number(),
          workouts: z.array(z.object({ id: z.string(), date: z.string(), sport })),
        }),
        403: errorBodySchema,
      },
    },
    async ({ athleteId, now }) => service.generateDemoData(athleteId, now),
  );
}
