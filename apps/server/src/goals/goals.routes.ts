import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf, ownKey } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';
import { RACE_PRIORITIES, RACE_TYPES, TOPOGRAPHIES } from '@tricoach/core';

const raceGoalView = z.object({
  id: z.uuid(),
  raceName: z.string(),
  location: z.string().nullable(),
  eventDate: z.string(),
  eventType: z.string(),
  racePriority: z.string(),
  distance: z.number().nullable(),
  aimedTargetTime: z.number().nullable(),
  topography: z.string().nullable(),
  feasibility: z
    .object({
      outcome: z.enum(['GoalSeemsFeasible', 'GoalIsDoable', 'GoalDateTooClose', 'GoalInTaperPhase']),
      message: z.string(),
      weeksAvailable: z.number(),
      minimumWeeks: z.number(),
    })
    .nullable(),
});

/** Validated by the service (core raceGoalSchema needs the athlete's today); this documents the fields. */
const raceGoalBodyDoc = z
  .object({
    raceName: field.string(),
    location: field.string(),
    eventDate: field.date('Race day, YYYY-MM-DD'),
    eventType: field.oneOf(RACE_TYPES),
    racePriority: field.oneOf(RACE_PRIORITIES),
    distance: field.numeric('For a race type without a fixed distance: in the athlete’s unit system'),
    aimedTargetTime: field.string('Optional target time, h:mm:ss'),
    topography: field.oneOf(TOPOGRAPHIES),
  })
  .partial();
const validation = z.object({
  isValid: z.boolean(),
  fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })),
});
const goalParams = z.object({ raceGoalId: z.string() });

export function registerGoalRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: guards.requireAuth };
  const doc = (summary: string) => ({ tags: ['goals'], summary, security: [{ bearer: [] }] });
  const athleteOf = (request: Parameters<typeof authOf>[0]) => authOf(request).athleteId;

  routes.get(
    '/api/v1/app/goals',
    {
      ...common,
      schema: {
        ...doc('Race goals by date, with feasibility'),
        response: { 200: z.array(raceGoalView), ...errorResponses },
      },
    },
    async (request) => ctx.goals.list(athleteOf(request), ctx.clock.now()),
  );

  routes.post(
    '/api/v1/odata/athletegoal',
    {
      ...common,
      schema: {
        ...doc('Add a race goal'),
        body: raceGoalBodyDoc,
        response: { 201: raceGoalView, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ctx.goals.create(athleteOf(request), request.body, ctx.clock.now())),
  );

  routes.get(
    '/api/v1/odata/athletegoal/:raceGoalId',
    {
      ...common,
      schema: {
        ...doc('One race goal'),
        params: goalParams,
        response: { 200: raceGoalView, ...errorResponses },
      },
    },
    async (request) => ctx.goals.get(athleteOf(request), request.params.raceGoalId, ctx.clock.now()),
  );

  routes.patch(
    '/api/v1/odata/athletegoal/:raceGoalId',
    {
      ...common,
      schema: {
        ...doc('Change a race goal'),
        params: goalParams,
        body: raceGoalBodyDoc,
        response: { 200: raceGoalView, ...errorResponses },
      },
    },
    async (request) =>
      ctx.goals.patch(athleteOf(request), request.params.raceGoalId, request.body, ctx.clock.now()),
  );

  routes.delete(
    '/api/v1/app/athlete-goals/:raceGoalId',
    {
      ...common,
      schema: {
        ...doc('Delete a race goal'),
        params: goalParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await ctx.goals.remove(athleteOf(request), request.params.raceGoalId, ctx.clock.now());
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/v1/app/goals/should-trigger-generation/:raceGoalId',
    {
      ...common,
      schema: {
        ...doc('Whether a change to this goal regenerates the plan'),
        params: goalParams,
        response: { 200: z.object({ shouldTriggerGeneration: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      shouldTriggerGeneration: await ctx.goals.shouldTrigger(
        athleteOf(request),
        request.params.raceGoalId,
        ctx.clock.now(),
      ),
    }),
  );

  routes.post(
    '/api/v1/app/goals/validate-all',
    {
      ...common,
      schema: {
        ...doc('Check draft goals against each other'),
        body: z.array(z.unknown()).max(50),
        response: { 200: validation, ...errorResponses },
      },
    },
    async (request) => ctx.goals.validateAll(athleteOf(request), request.body, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/goals/validate-single',
    {
      ...common,
      schema: {
        ...doc('Check one draft goal against the saved ones'),
        querystring: raceGoalBodyDoc,
        response: { 200: validation, ...errorResponses },
      },
    },
    async (request) => ctx.goals.validateSingle(athleteOf(request), request.query, ctx.clock.now()),
  );

  routes.get(
    '/api/v1/app/onboarding/targettimeoptions/:athleteId',
    {
      ...common,
      schema: {
        ...doc('Target time options for a race'),
        params: z.object({ athleteId: z.string() }),
        querystring: z.object({
          eventType: z.enum(
            [
              'Sprint',
              'Olympic',
              'HalfIronman',
              'Ironman',
              'Marathon',
              'HalfMarathon',
              'TenK',
              'FiveK',
              'ManualBike',
              'ManualRun',
              'ManualSwim',
            ],
            { error: 'Race type is required' },
          ),
          distance: z.coerce.number().positive().optional(),
          topography: z.enum(['Flat', 'Hilly']).optional(),
        }),
        response: { 200: z.array(z.object({ label: z.string(), seconds: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      const athleteId = ownKey(request, request.params.athleteId);
      const { eventType, distance, topography } = request.query;
      const options = await ctx.goals.targetTimes(athleteId, {
        type: eventType,
        ...(distance ? { distance } : {}),
        ...(topography ? { topography } : {}),
      });
      return options.map((option) => ({ label: option.label, seconds: option.time }));
    },
  );
}
