import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { authOf } from '../http/auth';
import type { RouteGuards } from '../http/guards';
import { sendKept } from '../http/kept-answer';
import { errorResponses } from '../http/openapi';

const phase = z.enum(['Foundation', 'Specific', 'Taper', 'RaceDay', 'PostRace', 'Off']);
const roadmap = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  currentPhase: phase.nullable(),
  phases: z.array(
    z.object({
      phase,
      start: z.string(),
      end: z.string(),
      isCurrent: z.boolean(),
      raceGoalId: z.string().optional(),
    }),
  ),
  weeks: z.array(
    z.object({
      start: z.string(),
      index: z.number(),
      phase,
      isRecoveryWeek: z.boolean(),
      plannedHours: z.number(),
      targetHours: z.number(),
      reason: z.string().nullable(),
      isCurrent: z.boolean(),
    }),
  ),
  races: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      date: z.string(),
      priority: z.enum(['A', 'B', 'C']),
      isPast: z.boolean(),
      feasibility: z
        .enum(['GoalSeemsFeasible', 'GoalIsDoable', 'GoalDateTooClose', 'GoalInTaperPhase'])
        .optional(),
    }),
  ),
  /** Daily fitness (CTL), fatigue (ATL) and form (TSB): actual for the last 42 days, then planned from the plan's session loads to the roadmap's end. */
  fitness: z.array(
    z.object({
      date: z.string(),
      fitness: z.number(),
      fatigue: z.number(),
      form: z.number(),
      planned: z.boolean(),
    }),
  ),
});

export function registerRoadmapRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ tags: ['roadmap'], summary, security: [{ bearer: [] }] });

  routes.post(
    '/api/v1/app/race-roadmap',
    {
      onRequest: guards.requireAuth,
      schema: {
        ...doc('The season: phases, weekly hours, races and today'),
        response: { 200: roadmap, ...errorResponses },
      },
    },
    // Kept between calls with its compressed copies until what it is made of changes.
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await ctx.roadmap.seasonKept(authOf(request).athleteId, ctx.clock.now(), (answer) =>
          String(reply.serialize(answer)),
        ),
      ),
  );

  routes.post(
    '/api/v1/app/race-roadmap-by-goal/:goalId',
    {
      onRequest: guards.requireAuth,
      schema: {
        ...doc('The part of the season leading to one race goal'),
        params: z.object({ goalId: z.string() }),
        response: { 200: roadmap.extend({ goalId: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await ctx.roadmap.byGoalKept(
          authOf(request).athleteId,
          request.params.goalId,
          ctx.clock.now(),
          (answer) => String(reply.serialize(answer)),
        ),
      ),
  );
}
