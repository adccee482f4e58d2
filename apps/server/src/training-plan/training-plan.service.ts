import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import {
  addDays,
  applyWeekEdits,
  recalculateWeek,
  moveSession,
  skipSession,
  skipSuggestions,
  startOfWeek,
  unskipSession,
  type IsoDate,
  type MoveContext,
  type PlannedSession,
  type SeasonPlan,
  type SessionChangeError,
  type SessionChangeResult,
  type SessionEdit,
  type Sport,
  type WeekEditProblem,
  type WeekPlan,
  compareSessions,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { completedIdsFor } from '../completed-workouts/completed-ids';
import { defaultTitle } from '../completed-workouts/completed-workouts.service';
import { deferredEvents, type TrainingEvents } from '../events/training-events';
import { completedWorkouts, planSessionEdits, trainingPlans } from '../db/schema';
import { athleteState, planVersionOf } from '../history/load-series';
import { createKeptAnswers, type KeptAnswer } from '../http/kept-answer';
import { keptAnswerStore } from '../http/kept-answer-store';
import { ApiError, notFound } from '../http/errors';
import { loadPlanInput } from '../plan/plan-input.loader';
import { athleteToday } from '../athlete/athlete-today';
import type { PlanGenerationService } from '../plan/plan-generation.service';
import type { ReadinessAdjustedSession } from '../readiness/readiness.service';
import {
  type DbOrTx,
  findPlannedSession,
  plannedSessionsBetween,
  updatePlannedSession,
  updatePlannedSessionAndDate,
} from '../plan/planned-sessions.repository';

const SPORTS = ['swim', 'bike', 'run', 'strength'] as const;
export const OUTLOOK_MAX_DAYS = 42;
const WORKOUT_NOT_FOUND = 'Workout not found';

/** The engine's reasons a change is refused, in words an athlete understands. */
const CHANGE_MESSAGES: Record<Exclude<SessionChangeError, 'SessionNotFound'>, string> = {
  SessionLocked: 'This workout is locked and cannot be changed.',
  DateOutsideWindow: 'Choose a day from today to 7 days ahead.',
  DateNotSuitable: 'This workout does not fit on that day. Choose one of the suggested days.',
  AlreadySkipped: 'This workout is already skipped.',
  NotSkipped: 'This workout is not skipped.',
};

function changeError(error: SessionChangeError): ApiError {
  if (error === 'SessionNotFound') return notFound(WORKOUT_NOT_FOUND);
  return new ApiError(400, 'session_change_refused', CHANGE_MESSAGES[error]);
}

function toSummary(session: ReadinessAdjustedSession) {
  return {
    id: session.id,
    date: session.date,
    sport: session.sport,
    isMultisport: session.isMultisport,
    focus: session.focus,
    title: session.title,
    phase: session.phase,
    duration: session.duration,
    distance: session.distance,
    load: session.load,
    isKey: session.isKey,
    isHard: session.isHard,
    status: session.status,
    ...(session.raceGoalId ? { raceGoalId: session.raceGoalId } : {}),
    ...(session.readiness ? { readiness: session.readiness } : {}),
  };
}

function toDetail(session: ReadinessAdjustedSession) {
  return {
    ...toSummary(session),
    description: session.description,
    leadUnit: session.leadUnit,
    intensityFactor: session.intensityFactor,
    steps: session.steps,
    exercises: session.exercises ?? [],
    legs: session.legs ?? [],
  };
}

/** Readiness (check-in/) swaps today's sessions for their adjusted versions; other days pass through. */
type ReadinessAdjuster = (
  athleteId: string,
  sessions: readonly PlannedSession[],
  now: Date,
) => Promise<ReadinessAdjustedSession[]>;

/**
 * The stored plan as the athlete sees it (season, week outlook, one workout) and their own
 * changes to it. Skips and moves go to the stored session at once and to plan_session_edits,
 * which the plan input feeds to every regeneration.
 */
export function createTrainingPlanService(
  rootDb: Db,
  planGeneration: PlanGenerationService,
  adjustForReadiness: ReadinessAdjuster = async (_id, sessions) => [...sessions],
  events?: TrainingEvents,
) {
  const service = trainingPlanOn(rootDb, planGeneration, adjustForReadiness, events);
  const kept = createKeptAnswers(keptAnswerStore(rootDb));
  // Other weeks than this one stay in the process only: any date can be asked for, and a row per
  // date asked would let one athlete fill the table.
  const keptInProcess = createKeptAnswers();
  return {
    ...service,

    /**
     * The outlook as the route sends it, kept until the plan as shown (sessions, summary,
     * today's readiness, thresholds), the workouts or the athlete's today change.
     */
    async outlookKept(
      athleteId: string,
      query: { from?: string | undefined; days?: number | undefined },
      now: Date,
      serialize: (answer: unknown) => string,
    ): Promise<KeptAnswer> {
      const { today, version, planVersion } = await athleteState(rootDb, athleteId, now);
      const call = `outlook|${query.from ?? ''}|${query.days ?? ''}`;
      const store = query.from === startOfWeek(today) ? kept : keptInProcess;
      return store.answer(athleteId, call, `${planVersion}|${version}|${today}`, async () =>
        serialize(await service.outlook(athleteId, query, now)),
      );
    },

    /**
     * The season overview as the route sends it (`serialize`: the route's response serializer),
     * kept until the plan changes: its status, summary and sessions bump the plan version.
     */
    async trainingPlanKept(athleteId: string, serialize: (answer: unknown) => string): Promise<KeptAnswer> {
      const version = await planVersionOf(rootDb, athleteId);
      return kept.answer(athleteId, 'training-plan', String(version), async () =>
        serialize(await service.trainingPlan(athleteId)),
      );
    },

    /**
     * PATCH plannedsession: a date and a status in one use case, so every write (unlock, unskip,
     * move, skip, lock) lands together or not at all; the coach hears of it after the commit.
     */
    async change(
      athleteId: string,
      id: string,
      change: { status?: 'planned' | 'locked' | 'skipped' | undefined; date?: IsoDate | undefined },
      now: Date,
    ) {
      const deferred = deferredEvents(events);
      await rootDb.transaction(async (tx) => {
        const plan = trainingPlanOn(tx as unknown as Db, planGeneration, adjustForReadiness, deferred.events);
        const current = await plan.storedSession(athleteId, id);
        const { status, date } = change;
        const moves = date !== undefined && date !== current.date;
        // Checked before any write, so a refused move leaves the status as it was.
        if (moves && !(await plan.skipSuggestions(athleteId, id, now)).dates.includes(date)) {
          throw new ApiError(
            400,
            'session_change_refused',
            'This workout does not fit on that day. Choose one of the suggested days.',
          );
        }
        // Unlock before moving, lock after it: a locked session cannot move.
        if (current.status === 'locked' && status !== undefined && status !== 'locked')
          await plan.setLocked(athleteId, id, false);
        if (current.status === 'skipped' && status !== undefined && status !== 'skipped')
          await plan.unskip(athleteId, id);
        if (moves) await plan.move(athleteId, id, date, now);
        if (status === 'skipped' && current.status !== 'skipped') await plan.skip(athleteId, id);
        if (status === 'locked' && current.status !== 'locked') await plan.setLocked(athleteId, id, true);
      });
      await deferred.flush();
      return service.session(athleteId, id, now);
    },
  };
}

/** The plan's reads and writes on one connection or transaction (`db`). */
function trainingPlanOn(
  db: Db,
  planGeneration: PlanGenerationService,
  adjustForReadiness: ReadinessAdjuster,
  events?: TrainingEvents,
) {
  /** The athlete's today: their time zone alone, not the whole profile the engine reads. */
  const today = (athleteId: string, now: Date): Promise<IsoDate> => athleteToday(db, athleteId, now);

  async function sessionsBetween(
    athleteId: string,
    from: IsoDate,
    to: IsoDate,
    alsoId?: string,
  ): Promise<PlannedSession[]> {
    return (await plannedSessionsBetween(db, athleteId, from, to, alsoId)).sort(compareSessions);
  }

  async function ownSession(athleteId: string, id: string): Promise<PlannedSession> {
    const session = await findPlannedSession(db, athleteId, id);
    if (!session) throw notFound(WORKOUT_NOT_FOUND);
    return session;
  }

  /**
   * The coming week (today … +7) with a day either side (the hard-day rule looks at neighbours),
   * the availability and injury pauses; `alsoId`, a session being moved, comes with it wherever it lies.
   */
  async function weekSetting(
    athleteId: string,
    now: Date,
    alsoId?: string,
  ): Promise<{ sessions: PlannedSession[]; context: MoveContext }> {
    const day = await today(athleteId, now);
    const loaded = await loadPlanInput(db, athleteId, now);
    const context: MoveContext = {
      today: day,
      availability: loaded.ok
        ? loaded.input.availability
        : { Monday: [], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] },
      injuryPauses: loaded.ok ? loaded.input.injuryPauses : [],
    };
    return { sessions: await sessionsBetween(athleteId, addDays(day, -1), addDays(day, 8), alsoId), context };
  }

  /** What a move of the athlete's own session needs: its week, with the session itself. */
  async function moveSetting(athleteId: string, id: string, now: Date) {
    await ownSession(athleteId, id);
    return weekSetting(athleteId, now, id);
  }

  /** Stores what changed on one session: the row the athlete sees and the edit every regeneration re-applies. */
  async function storeChange(
    tx: DbOrTx,
    athleteId: string,
    before: PlannedSession,
    after: PlannedSession,
  ): Promise<void> {
    const edit = (kind: string) =>
      and(
        eq(planSessionEdits.athleteId, athleteId),
        eq(planSessionEdits.sessionId, after.id),
        eq(planSessionEdits.kind, kind),
      );
    if (after.date !== before.date) {
      await tx
        .insert(planSessionEdits)
        .values({ athleteId, sessionId: after.id, kind: 'move', newDate: after.date })
        .onConflictDoUpdate({
          target: [planSessionEdits.athleteId, planSessionEdits.sessionId, planSessionEdits.kind],
          set: { newDate: after.date, createdAt: sql`now()` },
        });
    }
    if (after.status !== before.status) {
      for (const kind of ['skip', 'lock']) await tx.delete(planSessionEdits).where(edit(kind));
      if (after.status === 'skipped')
        await tx.insert(planSessionEdits).values({ athleteId, sessionId: after.id, kind: 'skip' });
      if (after.status === 'locked')
        await tx.insert(planSessionEdits).values({ athleteId, sessionId: after.id, kind: 'lock' });
    }
    if (after.date !== before.date || after.status !== before.status)
      await updatePlannedSessionAndDate(tx, athleteId, after);
  }

  async function storeChanges(
    athleteId: string,
    before: readonly PlannedSession[],
    after: readonly PlannedSession[],
    reason: string,
  ): Promise<number> {
    const old = new Map(before.map((session) => [session.id, session]));
    const changes = after.flatMap((session) => {
      const previous = old.get(session.id);
      return previous && (previous.date !== session.date || previous.status !== session.status)
        ? [{ before: previous, after: session }]
        : [];
    });
    if (changes.length === 0) return 0;
    await db.transaction(async (tx) => {
      for (const change of changes) await storeChange(tx, athleteId, change.before, change.after);
    });
    await events?.emit('plan.changed', { athleteId, reason });
    return changes.length;
  }

  function weekOf(sessions: readonly PlannedSession[], day: IsoDate) {
    return sessions
      .filter((session) => session.date >= day && session.date <= addDays(day, 7))
      .map(toSummary);
  }

  /**
   * A skip, unskip or move of one session: the planner's answer checked, the changed session and
   * its edit row written in one transaction (`write`), the edit told to whoever follows the plan.
   */
  async function storeSessionEdit(
    athleteId: string,
    id: string,
    result: SessionChangeResult,
    write: (tx: DbOrTx, session: PlannedSession) => Promise<void>,
  ) {
    if (!result.ok) throw changeError(result.error);
    const session = result.sessions.find((candidate) => candidate.id === id);
    if (!session) throw notFound(WORKOUT_NOT_FOUND);
    await db.transaction((tx) => write(tx, session));
    await events?.emit('plan.session-edited', { athleteId, sessionId: id });
    return toSummary(session);
  }

  return {
    storedSession: ownSession,

    async trainingPlan(athleteId: string) {
      const state = await planGeneration.state(athleteId);
      const [row] = await db
        .select({ plan: trainingPlans.plan })
        .from(trainingPlans)
        .where(eq(trainingPlans.athleteId, athleteId));
      const plan = (row?.plan ?? null) as Omit<SeasonPlan, 'sessions'> | null;
      return {
        status: state.status,
        generatedAt: state.generatedAt?.toISOString() ?? null,
        phases: (plan?.phases ?? []).map((span) => ({
          phase: span.phase,
          start: span.start,
          end: span.end,
          ...(span.raceGoalId ? { raceGoalId: span.raceGoalId } : {}),
        })),
        weeks: (plan?.weeks ?? []).map((week) => ({
          start: week.start,
          index: week.index,
          phase: week.phase,
          isRecoveryWeek: week.isRecoveryWeek,
          rampUp: week.rampUp,
          targetDuration: week.targetDuration,
          plannedDuration: week.plannedDuration,
          plannedLoad: week.plannedLoad,
          reasons: week.reasons,
          // Plans stored before week reasons existed have none until they are regenerated.
          reason: (week as Partial<WeekPlan>).reason ?? null,
        })),
        goals: (plan?.goals ?? []).map((assessment) => ({
          raceGoalId: assessment.goal.id,
          feasibility: assessment.feasibility,
          message: assessment.message,
        })),
      };
    },

    async outlook(
      athleteId: string,
      query: { from?: string | undefined; days?: number | undefined },
      now: Date,
    ) {
      const from = query.from ?? startOfWeek(await today(athleteId, now));
      const length = query.days ?? 7;
      const to = addDays(from, length - 1);
      const monday = startOfWeek(from);
      // Independent reads together (on PostgreSQL each on its own connection); only the
      // completed workouts of the sessions wait for the sessions.
      const [sessions, [planRow], unplanned] = await Promise.all([
        sessionsBetween(athleteId, from, to).then((stored) => adjustForReadiness(athleteId, stored, now)),
        // Only the plan's week that holds `from`, found in the database: the whole season (~40 weeks) is not read.
        db
          .select({
            week: sql<
              SeasonPlan['weeks'][number] | null
            >`jsonb_path_query_first(${trainingPlans.plan}, '$.weeks[*] ? (@.start == $monday)', jsonb_build_object('monday', ${monday}::text))`,
          })
          .from(trainingPlans)
          .where(eq(trainingPlans.athleteId, athleteId)),
        // What was done without a plan for it (an imported ride on a rest day): the day shows it too.
        db
          .select({
            completedWorkoutId: completedWorkouts.id,
            date: completedWorkouts.localDate,
            sport: sql<Sport>`${completedWorkouts.sport}`,
            title: completedWorkouts.title,
            duration: completedWorkouts.durationSeconds,
            distance: completedWorkouts.distanceMeters,
            load: completedWorkouts.stressScore,
          })
          .from(completedWorkouts)
          .where(
            and(
              eq(completedWorkouts.athleteId, athleteId),
              between(completedWorkouts.localDate, from, to),
              isNull(completedWorkouts.plannedSessionId),
            ),
          )
          .orderBy(asc(completedWorkouts.startedAt)),
      ]);
      const planWeek = planRow?.week ?? undefined;
      const counted = sessions.filter((session) => session.status !== 'skipped');
      const done = await completedIdsFor(
        db,
        athleteId,
        sessions.map((session) => session.id),
      );
      const days = Array.from({ length }, (_, offset) => {
        const date = addDays(from, offset);
        const onDay = sessions.filter((session) => session.date === date);
        const active = onDay.filter((session) => session.status !== 'skipped');
        return {
          date,
          sessions: onDay.map((session) => ({
            ...toSummary(session),
            completedWorkoutId: done.get(session.id) ?? null,
          })),
          unplanned: unplanned
            .filter((workout) => workout.date === date)
            .map(({ date: _date, ...workout }) => ({
              ...workout,
              title: workout.title ?? defaultTitle(workout.sport),
              load: workout.load === null ? null : Math.round(workout.load),
            })),
          duration: active.reduce((sum, session) => sum + session.duration, 0),
          load: active.reduce((sum, session) => sum + session.load, 0),
        };
      });
      // A brick or a race counts each leg in its own sport (a race is not all swimming).
      const parts = counted.flatMap((session) =>
        session.legs?.length
          ? session.legs.map((leg) => ({
              sport: leg.sport as string,
              duration: leg.duration,
              distance: leg.distance ?? 0,
            }))
          : [{ sport: session.sport as string, duration: session.duration, distance: session.distance }],
      );
      const bySport = Object.fromEntries(
        SPORTS.map((sport) => {
          const ofSport = parts.filter((part) => part.sport === sport);
          return [
            sport,
            {
              duration: ofSport.reduce((total, part) => total + part.duration, 0),
              distance: ofSport.reduce((total, part) => total + part.distance, 0),
              sessions: ofSport.length,
            },
          ];
        }),
      ) as Record<(typeof SPORTS)[number], { duration: number; distance: number; sessions: number }>;
      // The plan's week that holds `from`: its phase and the coach's one-line reason (null when the plan has no such week).
      const week = planWeek
        ? {
            start: planWeek.start,
            phase: planWeek.phase,
            isRecoveryWeek: planWeek.isRecoveryWeek,
            reason: (planWeek as Partial<WeekPlan>).reason ?? null,
          }
        : null;
      return {
        from,
        to,
        week,
        days,
        totals: {
          duration: sum(counted, 'duration'),
          distance: sum(counted, 'distance'),
          load: sum(counted, 'load'),
          bySport,
        },
      };
    },

    async session(athleteId: string, id: string, now: Date) {
      const stored = await ownSession(athleteId, id);
      const [session = stored] = await adjustForReadiness(athleteId, [stored], now);
      return {
        ...toDetail(session),
        completedWorkoutId: (await completedIdsFor(db, athleteId, [id])).get(id) ?? null,
      };
    },

    async skip(athleteId: string, id: string) {
      const result = skipSession([await ownSession(athleteId, id)], id);
      return storeSessionEdit(athleteId, id, result, async (tx, session) => {
        await tx
          .insert(planSessionEdits)
          .values({ athleteId, sessionId: id, kind: 'skip' })
          .onConflictDoNothing();
        await updatePlannedSession(tx, athleteId, session);
      });
    },

    async unskip(athleteId: string, id: string) {
      const result = unskipSession([await ownSession(athleteId, id)], id);
      return storeSessionEdit(athleteId, id, result, async (tx, session) => {
        await tx
          .delete(planSessionEdits)
          .where(
            and(
              eq(planSessionEdits.athleteId, athleteId),
              eq(planSessionEdits.sessionId, id),
              eq(planSessionEdits.kind, 'skip'),
            ),
          );
        await updatePlannedSession(tx, athleteId, session);
      });
    },

    async skipSuggestions(athleteId: string, id: string, now: Date) {
      const { sessions, context } = await moveSetting(athleteId, id, now);
      return { dates: skipSuggestions(sessions, id, context) };
    },

    /** The edited coming week checked with the planner's rules; nothing is stored. */
    async validateWeek(athleteId: string, edits: readonly SessionEdit[], now: Date) {
      const { sessions, context } = await weekSetting(athleteId, now);
      const result = applyWeekEdits(sessions, edits, context);
      refuseUnknown(result.problems);
      return {
        valid: result.problems.length === 0,
        problems: result.problems.map(({ sessionId, date, code, message }) => ({
          code,
          message,
          ...(sessionId ? { sessionId } : {}),
          ...(date ? { date } : {}),
        })),
        sessions: weekOf(result.sessions, context.today),
      };
    },

    /** Validated, then each changed session and its edit stored in one transaction. No regeneration: the rows are the plan. */
    async saveWeek(athleteId: string, edits: readonly SessionEdit[], now: Date) {
      const { sessions, context } = await weekSetting(athleteId, now);
      const result = applyWeekEdits(sessions, edits, context);
      refuseUnknown(result.problems);
      if (result.problems.length > 0)
        throw new ApiError(
          400,
          'plan_edit_invalid',
          'Failed to update training plan',
          fieldErrorsOf(result.problems),
        );
      const count = await storeChanges(athleteId, sessions, result.sessions, 'week edited');
      return { changed: count, sessions: weekOf(result.sessions, context.today) };
    },

    /** Spec 4 "Weekly recalculation": locked workouts stay, sessions on skipped days move or are skipped. */
    async recalculate(
      athleteId: string,
      body: { lockedSessionIds: string[]; skippedDays: IsoDate[] },
      now: Date,
    ) {
      const { sessions, context } = await weekSetting(athleteId, now);
      const result = recalculateWeek({
        sessions,
        lockedIds: body.lockedSessionIds,
        skippedDays: body.skippedDays,
        context,
      });
      if (!result.ok) {
        refuseUnknown(result.problems);
        throw new ApiError(
          400,
          'recalculation_refused',
          result.problems[0]?.message ?? 'Failed to recalculate next week. Please try again later.',
          fieldErrorsOf(result.problems),
        );
      }
      await storeChanges(athleteId, sessions, result.sessions, 'week recalculated');
      return { changes: result.changes, sessions: weekOf(result.sessions, context.today) };
    },

    /** Lock (or fix) a session so regenerations keep it exactly; unlock gives it back to the coach. */
    async setLocked(athleteId: string, id: string, locked: boolean) {
      const session = await ownSession(athleteId, id);
      if (locked && session.status === 'skipped')
        throw new ApiError(
          400,
          'session_change_refused',
          'A skipped workout cannot be locked. Plan it again first.',
        );
      const after: PlannedSession = {
        ...session,
        status: locked ? 'locked' : session.status === 'locked' ? 'planned' : session.status,
      };
      await storeChanges(athleteId, [session], [after], locked ? 'workout locked' : 'workout unlocked');
      return toDetail(after);
    },

    async move(athleteId: string, id: string, newDate: IsoDate, now: Date) {
      const { sessions, context } = await moveSetting(athleteId, id, now);
      const result = moveSession(sessions, id, newDate, context);
      return storeSessionEdit(athleteId, id, result, async (tx, session) => {
        await tx
          .insert(planSessionEdits)
          .values({ athleteId, sessionId: id, kind: 'move', newDate })
          .onConflictDoUpdate({
            target: [planSessionEdits.athleteId, planSessionEdits.sessionId, planSessionEdits.kind],
            set: { newDate, createdAt: sql`now()` },
          });
        await updatePlannedSessionAndDate(tx, athleteId, session);
      });
    },
  };
}

/** Another athlete's (or an unknown) id answers 404 like every other call, never a problem naming it. */
function refuseUnknown(problems: readonly WeekEditProblem[]): void {
  if (problems.some((problem) => problem.code === 'UnknownSession')) throw notFound(WORKOUT_NOT_FOUND);
}

const fieldErrorsOf = (problems: readonly WeekEditProblem[]) =>
  problems.map((problem) => ({
    field: problem.sessionId ? `sessions.${problem.sessionId}` : `skippedDays.${problem.date ?? ''}`,
    message: problem.message,
  }));

function sum(sessions: readonly PlannedSession[], field: 'duration' | 'distance' | 'load'): number {
  return sessions.reduce((total, session) => total + session[field], 0);
}
