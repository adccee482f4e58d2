import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import { ownKey } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field } from '../http/openapi';
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
  const routes = athleteRoutes(app, { tag: 'goals', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/goals',
    { summary: 'Race goals by date, with feasibility', response: { 200: z.array(raceGoalView) } },
    async ({ athleteId, now }) => ctx.goals.list(athleteId, now),
  );

  routes.post(
    '/api/v1/odata/athletegoal',
    { summary: 'Add a race goal', body: raceGoalBodyDoc, response: { 201: raceGoalView } },
    async ({ athleteId, now, request }) => ctx.goals.create(athleteId, request.body, now),
  );

  routes.get(
    '/api/v1/odata/athletegoal/:raceGoalId',
    { summary: 'One race goal', params: goalParams, response: { 200: raceGoalView } },
    async ({ athleteId, now, request }) => ctx.goals.get(athleteId, request.params.raceGoalId, now),
  );

  routes.patch(
    '/api/v1/odata/athletegoal/:raceGoalId',
    {
      summary: 'Change a race goal',
      params: goalParams,
      body: raceGoalBodyDoc,
      response: { 200: raceGoalView },
    },
    async ({ athleteId, now, request }) =>
      ctx.goals.patch(athleteId, request.params.raceGoalId, request.body, now),
  );

  routes.delete(
    '/api/v1/app/athlete-goals/:raceGoalId',
    { summary: 'Delete a race goal', params: goalParams, response: { 204: z.null() } },
    async ({ athleteId, now, request }) => {
      await ctx.goals.remove(athleteId, request.params.raceGoalId, now);
    },
  );

  routes.get(
    '/api/v1/app/goals/should-trigger-generation/:raceGoalId',
    {
      summary: 'Whether a change to this goal regenerates the plan',
      params: goalParams,
      response: { 200: z.object({ shouldTriggerGeneration: z.boolean() }) },
    },
    async ({ athleteId, now, request }) => ({
      shouldTriggerGeneration: await ctx.goals.shouldTrigger(athleteId, request.params.raceGoalId, now),
    }),
  );

  routes.post(
    '/api/v1/app/goals/validate-all',
    {
      summary: 'Check draft goals against each other',
      body: z.array(z.unknown()).max(50),
      response: { 200: validation },
    },
    async ({ athleteId, now, request }) => ctx.goals.validateAll(athleteId, request.body, now),
  );

  routes.get(
    '/api/v1/app/goals/validate-single',
    {
      summary: 'Check one draft goal against the saved ones',
      querystring: raceGoalBodyDoc,
      response: { 200: validation },
    },
    async ({ athleteId, now, request }) => ctx.goals.validateSingle(athleteId, request.query, now),
  );

  routes.get(
    '/api/v1/app/onboarding/targettimeoptions/:athleteId',
    {
      summary: 'Target time options for a race',
      params: z.object({ athleteId: z.string() }),
      querystring: z.object({
        eventType: z.enum(RACE_TYPES, { error: 'Race type is required' }),
        distance: z.coerce.number().positive().optional(),
        topography: z.enum(TOPOGRAPHIES).optional(),
      }),
      response: { 200: z.array(z.object({ label: z.string(), seconds: z.number() })) },
    },
    async ({ request }) => {
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
