import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { sendKept } from '../http/kept-answer';
import { phaseView as phase, planWeekView } from './plan-week-view';
import { OUTLOOK_MAX_DAYS } from './training-plan.service';

const sport = z.enum(['swim', 'bike', 'run', 'strength']);

const sessionSummary = z.object({
  id: z.string(),
  date: z.string(),
  sport,
  isMultisport: z.boolean(),
  focus: z.string(),
  title: z.string(),
  phase,
  duration: z.number(),
  distance: z.number(),
  load: z.number(),
  isKey: z.boolean(),
  isHard: z.boolean(),
  status: z.enum(['planned', 'locked', 'skipped']),
  raceGoalId: z.string().optional(),
  /** The completed workout that fulfilled the session (outlook and planned-session detail; null when not done). */
  completedWorkoutId: z.string().nullable().optional(),
  /** Today's session changed by the morning check-in (docs/api.md "Daily check-in and readiness"). */
  readiness: z
    .object({
      status: z.enum(['proceed', 'takecare', 'skip', 'rest']),
      action: z.enum(['unchanged', 'capped', 'eased', 'replaced', 'removed']),
      message: z.string(),
      keptOriginal: z.boolean(),
      original: z.object({
        duration: z.number(),
        distance: z.number(),
        load: z.number(),
        isHard: z.boolean(),
      }),
    })
    .optional(),
});

/** The engine's structures (packages/core model/plan-types.ts); targets in SI, in the athlete's chosen measurement. */
const workoutStep = z.object({
  kind: z.enum(['WarmUp', 'Work', 'Recovery', 'CoolDown', 'Drill', 'Steady']),
  duration: z.number().optional(),
  distance: z.number().optional(),
  intensity: z.enum(['recovery', 'endurance', 'tempo', 'threshold', 'vo2max', 'anaerobic']),
  target: z
    .object({
      kind: z.string(),
      low: z.number(),
      high: z.number(),
      unit: z.string(),
      zone: z.string().optional(),
    })
    .optional(),
  note: z.string().optional(),
});
const workoutBlock = z.union([
  z.object({ kind: z.literal('Repeat'), count: z.number(), steps: z.array(workoutStep) }),
  workoutStep,
]);
const exercise = z.object({
  name: z.string(),
  sets: z.number(),
  reps: z.string(),
  rest: z.number(),
  note: z.string().optional(),
});
const leg = z.object({
  sport: z.enum(['swim', 'bike', 'run']),
  duration: z.number(),
  distance: z.number().optional(),
  steps: z.array(workoutBlock),
});

const sessionDetail = sessionSummary.extend({
  description: z.string(),
  leadUnit: z.enum(['Duration', 'Distance']),
  intensityFactor: z.number(),
  steps: z.array(workoutBlock),
  exercises: z.array(exercise),
  legs: z.array(leg),
});

export const trainingPlanView = z.object({
  status: z.enum(['none', 'generating', 'ready', 'error']),
  generatedAt: z.string().nullable(),
  phases: z.array(z.object({ phase, start: z.string(), end: z.string(), raceGoalId: z.string().optional() })),
  weeks: z.array(
    planWeekView.extend({
      rampUp: z.enum(['StepUp', 'NoIncrease', 'Reduction']),
      targetDuration: z.number(),
      plannedDuration: z.number(),
      plannedLoad: z.number(),
      reasons: z.array(z.string()),
      /** The week in one line, as a coach would write it; null for plans stored before reasons existed. */
      reason: z.string().nullable(),
    }),
  ),
  goals: z.array(
    z.object({
      raceGoalId: z.string(),
      feasibility: z.enum(['GoalSeemsFeasible', 'GoalIsDoable', 'GoalDateTooClose', 'GoalInTaperPhase']),
      message: z.string(),
    }),
  ),
});

const sportTotals = z.object({ duration: z.number(), distance: z.number(), sessions: z.number() });
export const outlookView = z.object({
  from: z.string(),
  to: z.string(),
  /** The plan's week holding `from`, with the coach's one-line reason; null when the plan has none. */
  week: z
    .object({ start: z.string(), phase, isRecoveryWeek: z.boolean(), reason: z.string().nullable() })
    .nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      sessions: z.array(sessionSummary),
      /** Workouts done that day that no planned session asked for (they count in no planned total). */
      unplanned: z.array(
        z.object({
          completedWorkoutId: z.string(),
          sport,
          title: z.string(),
          duration: z.number(),
          distance: z.number().nullable(),
          load: z.number().nullable(),
        }),
      ),
      duration: z.number(),
      load: z.number(),
    }),
  ),
  totals: z.object({
    duration: z.number(),
    distance: z.number(),
    load: z.number(),
    bySport: z.object({ swim: sportTotals, bike: sportTotals, run: sportTotals, strength: sportTotals }),
  }),
});

const outlookQuery = z.object({
  from: z.iso.date({ error: 'Use a date like 2026-11-23.' }).optional(),
  days: z.coerce
    .number()
    .int({ error: 'Days must be a whole number.' })
    .min(1, { error: 'Show at least 1 day.' })
    .max(OUTLOOK_MAX_DAYS, { error: `Show at most ${OUTLOOK_MAX_DAYS} days.` })
    .optional(),
});
const idParams = z.object({ id: z.string() });
const keyParams = z.object({ key: z.string() });
const moveBody = z.object({ newDate: z.iso.date({ error: 'Choose a day for the workout.' }) });

const isoDay = z.iso.date({ error: 'Use a date like 2026-11-23.' });
/** The coming week as the athlete edited it: one entry per session they touched. */
const weekEditBody = z.object({
  sessions: z
    .array(
      z.object({
        sessionId: z.string().min(1, { error: 'Choose a workout.' }),
        date: isoDay,
        locked: z.boolean().default(false),
        skipped: z.boolean().default(false),
      }),
    )
    .min(1, { error: 'Change at least one workout.' })
    .max(60, { error: 'A week holds at most 60 workouts.' }),
});
const weekProblem = z.object({
  code: z.string(),
  message: z.string(),
  sessionId: z.string().optional(),
  date: z.string().optional(),
});
const recalculateBody = z.object({
  lockedSessionIds: z.array(z.string()).max(60).default([]),
  skippedDays: z.array(isoDay).max(8, { error: 'Skip at most 8 days.' }).default([]),
});
const patchBody = z
  .object({ status: z.enum(['planned', 'locked', 'skipped']).optional(), date: isoDay.optional() })
  .refine((body) => body.status !== undefined || body.date !== undefined, {
    error: 'Send a status or a date.',
  });
const fixBody = z.object({
  fixed: z.boolean({ error: 'Say whether the workout is fixed (true or false).' }),
});

export function registerTrainingPlanRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'training plan', guards, clock: ctx.clock });

  routes.get(
    '/api/v1/app/training-plan',
    { summary: 'The season: phases, weeks and goal feasibility', response: { 200: trainingPlanView } },
    async ({ athleteId, request, reply }) =>
      sendKept(
        request,
        reply,
        await ctx.trainingPlan.trainingPlanKept(athleteId, (answer) => String(reply.serialize(answer))),
      ),
  );

  routes.get(
    '/api/v1/app/outlook',
    {
      summary: 'Planned sessions day by day (default: this week), with totals',
      querystring: outlookQuery,
      response: { 200: outlookView },
    },
    async ({ athleteId, now, request, reply }) =>
      sendKept(
        request,
        reply,
        await ctx.trainingPlan.outlookKept(athleteId, request.query, now, (answer) =>
          String(reply.serialize(answer)),
        ),
      ),
  );

  routes.get(
    '/api/v1/odata/plannedsession/:key',
    {
      summary: 'One planned session with its steps',
      params: keyParams,
      response: { 200: sessionDetail },
    },
    async ({ athleteId, now, request }) => ctx.trainingPlan.session(athleteId, request.params.key, now),
  );

  routes.post(
    '/api/v1/app/planned-sessions/:id/skip',
    { summary: 'Skip a planned session', params: idParams, response: { 200: sessionSummary } },
    async ({ athleteId, request }) => ctx.trainingPlan.skip(athleteId, request.params.id),
  );

  routes.post(
    '/api/v1/app/planned-sessions/:id/unskip',
    { summary: 'Plan a skipped session again', params: idParams, response: { 200: sessionSummary } },
    async ({ athleteId, request }) => ctx.trainingPlan.unskip(athleteId, request.params.id),
  );

  routes.post(
    '/api/v1/app/planned-sessions/:id/move',
    {
      summary: 'Move a planned session to a day from today to 7 days ahead',
      params: idParams,
      body: moveBody,
      response: { 200: sessionSummary },
    },
    async ({ athleteId, now, request }) =>
      ctx.trainingPlan.move(athleteId, request.params.id, request.body.newDate, now),
  );

  routes.get(
    '/api/v1/app/planned-sessions/:id/skip-suggestions',
    {
      summary: 'Days the session could move to (today up to 7 days ahead)',
      params: idParams,
      response: { 200: z.object({ dates: z.array(z.string()) }) },
    },
    async ({ athleteId, now, request }) =>
      ctx.trainingPlan.skipSuggestions(athleteId, request.params.id, now),
  );
}

export function registerWeekEditRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const routes = athleteRoutes(app, { tag: 'training plan', guards, clock: ctx.clock });
  const edits = (body: z.infer<typeof weekEditBody>) =>
    body.sessions.map((entry) => ({
      sessionId: entry.sessionId,
      date: entry.date,
      locked: entry.locked,
      skipped: entry.skipped,
    }));

  routes.post(
    '/api/v1/app/validate-training-plan',
    {
      summary: 'Check an edited coming week (moves, locks, skips) without storing it',
      body: weekEditBody,
      response: {
        200: z.object({
          valid: z.boolean(),
          problems: z.array(weekProblem),
          sessions: z.array(sessionSummary),
        }),
      },
    },
    async ({ athleteId, now, request }) => ctx.trainingPlan.validateWeek(athleteId, edits(request.body), now),
  );

  routes.post(
    '/api/v1/app/save-edited-training-plan',
    {
      summary: 'Store an edited coming week',
      body: weekEditBody,
      response: { 200: z.object({ changed: z.number(), sessions: z.array(sessionSummary) }) },
    },
    async ({ athleteId, now, request }) => ctx.trainingPlan.saveWeek(athleteId, edits(request.body), now),
  );

  routes.post(
    '/api/v1/app/recalculate-plan',
    {
      summary: 'Recalculate the coming week: keep locked workouts, move or skip those on skipped days',
      body: recalculateBody,
      response: {
        200: z.object({
          changes: z.array(
            z.object({
              sessionId: z.string(),
              title: z.string(),
              from: z.string(),
              to: z.string().nullable(),
            }),
          ),
          sessions: z.array(sessionSummary),
        }),
      },
    },
    async ({ athleteId, now, request }) => ctx.trainingPlan.recalculate(athleteId, request.body, now),
  );

  routes.patch(
    '/api/v1/odata/plannedsession/:key',
    {
      summary: 'Change a planned session: status (planned, locked, skipped) and/or date',
      params: keyParams,
      body: patchBody,
      response: { 200: sessionDetail },
    },
    async ({ athleteId, now, request }) =>
      ctx.trainingPlan.change(athleteId, request.params.key, request.body, now),
  );

  routes.patch(
    '/api/v1/app/planned-workouts/fix/:key',
    {
      summary: 'Fix a planned workout to its day and content (regenerations keep it), or release it',
      params: keyParams,
      body: fixBody,
      response: { 200: sessionDetail },
    },
    async ({ athleteId, request }) =>
      ctx.trainingPlan.setLocked(athleteId, request.params.key, request.body.fixed),
  );
}
