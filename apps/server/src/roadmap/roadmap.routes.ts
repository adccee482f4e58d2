import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { sendKept } from '../http/kept-answer';
import { phaseView as phase, planWeekView } from '../training-plan/plan-week-view';

export const roadmapView = z.object({
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
    planWeekView.extend({
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

export const roadmapByGoalView = roadmapView.extend({ goalId: z.string() });

export function registerRoadmapRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'roadmap', guards, clock: ctx.clock });

  routes.post(
    '/api/v1/app/race-roadmap',
    { summary: 'The season: phases, weekly hours, races and today', response: { 200: roadmapView } },
    // Kept between calls with its compressed copies until what it is made of changes.
    async ({ athleteId, now, request, reply }) =>
      sendKept(
        request,
        reply,
        await ctx.roadmap.seasonKept(athleteId, now, (answer) => String(reply.serialize(answer))),
      ),
  );

  routes.post(
    '/api/v1/app/race-roadmap-by-goal/:goalId',
    {
      summary: 'The part of the season leading to one race goal',
      params: z.object({ goalId: z.string() }),
      response: { 200: roadmapByGoalView },
    },
    async ({ athleteId, now, request, reply }) =>
      sendKept(
        request,
        reply,
        await ctx.roadmap.byGoalKept(athleteId, request.params.goalId, now, (answer) =>
          String(reply.serialize(answer)),
        ),
      ),
  );
}
