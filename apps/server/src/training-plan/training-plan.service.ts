import { and, asc, eq, gte, lte, or } from 'drizzle-orm';
import {
  addDays,
  localDate,
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
} from '@tricoach/core';
import type { Db } from '../db/database';
import { plannedSessions, planSessionEdits, trainingPlans } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { loadEngineAthlete, loadPlanInput } from '../plan/plan-input.loader';
import type { PlanGenerationService } from '../plan/plan-generation.service';

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

export function toSummary(session: PlannedSession) {
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
  };
}

function toDetail(session: PlannedSession) {
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

const bySlot = (a: PlannedSession, b: PlannedSession) => a.date.localeCompare(b.date) || a.slotIndex - b.slotIndex;

/**
 * The stored plan as the athlete sees it (season, week outlook, one workout) and their own
 * changes to it. Skips and moves go to the stored session at once and to plan_session_edits,
 * which the plan input feeds to every regeneration.
 */
export function createTrainingPlanService(db: Db, planGeneration: PlanGenerationService) {
  async function today(athleteId: string, now: Date): Promise<IsoDate> {
    return localDate(now, (await loadEngineAthlete(db, athleteId)).timeZone);
  }

  async function sessionsBetween(athleteId: string, from: IsoDate, to: IsoDate, alsoId?: string): Promise<PlannedSession[]> {
    const inRange = and(gte(plannedSessions.date, from), lte(plannedSessions.date, to));
    const rows = await db
      .select({ session: plannedSessions.session })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, athleteId), alsoId ? or(inRange, eq(plannedSessions.id, alsoId)) : inRange))
      .orderBy(asc(plannedSessions.date));
    return rows.map((row) => row.session as PlannedSession).sort(bySlot);
  }

  async function ownSession(athleteId: string, id: string): Promise<PlannedSession> {
    const [row] = await db
      .select({ session: plannedSessions.session })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, id)));
    if (!row) throw notFound(WORKOUT_NOT_FOUND);
    return row.session as PlannedSession;
  }

  /** What a move needs: the sessions around the coming week, the availability and injury pauses. */
  async function moveSetting(athleteId: string, id: string, now: Date): Promise<{ sessions: PlannedSession[]; context: MoveContext }> {
    await ownSession(athleteId, id);
    const day = await today(athleteId, now);
    const loaded = await loadPlanInput(db, athleteId);
    const context: MoveContext = {
      today: day,
      availability: loaded.ok ? loaded.input.availability : { Monday: [], Tuesday: [], Wednesday: [], Thursday: [], Friday: [], Saturday: [], Sunday: [] },
      injuryPauses: loaded.ok ? loaded.input.injuryPauses : [],
    };
    // One day either side of today … +7: the hard-day rule looks at neighbours.
    return { sessions: await sessionsBetween(athleteId, addDays(day, -1), addDays(day, 8), id), context };
  }

  function changed(sessions: PlannedSession[], id: string): PlannedSession {
    const session = sessions.find((candidate) => candidate.id === id);
    if (!session) throw notFound(WORKOUT_NOT_FOUND);
    return session;
  }

  return {
    async trainingPlan(athleteId: string) {
      const state = await planGeneration.state(athleteId);
      const [row] = await db.select({ plan: trainingPlans.plan }).from(trainingPlans).where(eq(trainingPlans.athleteId, athleteId));
      const plan = (row?.plan ?? null) as Omit<SeasonPlan, 'sessions'> | null;
      return {
        status: state.status,
        generatedAt: state.generatedAt?.toISOString() ?? null,
        phases: (plan?.phases ?? []).map((span) => ({ phase: span.phase, start: span.start, end: span.end, ...(span.raceGoalId ? { raceGoalId: span.raceGoalId } : {}) })),
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
        })),
        goals: (plan?.goals ?? []).map((assessment) => ({ raceGoalId: assessment.goal.id, feasibility: assessment.feasibility, message: assessment.message })),
      };
    },

    async outlook(athleteId: string, query: { from?: string | undefined; days?: number | undefined }, now: Date) {
      const from = query.from ?? startOfWeek(await today(athleteId, now));
      const length = query.days ?? 7;
      const to = addDays(from, length - 1);
      const sessions = await sessionsBetween(athleteId, from, to);
      const counted = sessions.filter((session) => session.status !== 'skipped');
      const days = Array.from({ length }, (_, offset) => {
        const date = addDays(from, offset);
        const onDay = sessions.filter((session) => session.date === date);
        const active = onDay.filter((session) => session.status !== 'skipped');
        return {
          date,
          sessions: onDay.map(toSummary),
          duration: active.reduce((sum, session) => sum + session.duration, 0),
          load: active.reduce((sum, session) => sum + session.load, 0),
        };
      });
      const bySport = Object.fromEntries(
        SPORTS.map((sport) => {
          const ofSport = counted.filter((session) => session.sport === sport);
          return [sport, { duration: sum(ofSport, 'duration'), distance: sum(ofSport, 'distance'), sessions: ofSport.length }];
        }),
      ) as Record<(typeof SPORTS)[number], { duration: number; distance: number; sessions: number }>;
      return { from, to, days, totals: { duration: sum(counted, 'duration'), distance: sum(counted, 'distance'), load: sum(counted, 'load'), bySport } };
    },

    async session(athleteId: string, id: string) {
      return toDetail(await ownSession(athleteId, id));
    },

    async skip(athleteId: string, id: string) {
      const result = skipSession([await ownSession(athleteId, id)], id);
      if (!result.ok) throw changeError(result.error);
      const session = changed(result.sessions, id);
      await db.transaction(async (tx) => {
        await tx.insert(planSessionEdits).values({ athleteId, sessionId: id, kind: 'skip' }).onConflictDoNothing();
        await tx
          .update(plannedSessions)
          .set({ session })
          .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, id)));
      });
      return toSummary(session);
    },

    async unskip(athleteId: string, id: string) {
      const result = unskipSession([await ownSession(athleteId, id)], id);
      if (!result.ok) throw changeError(result.error);
      const session = changed(result.sessions, id);
      await db.transaction(async (tx) => {
        await tx.delete(planSessionEdits).where(and(eq(planSessionEdits.athleteId, athleteId), eq(planSessionEdits.sessionId, id), eq(planSessionEdits.kind, 'skip')));
        await tx
          .update(plannedSessions)
          .set({ session })
          .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, id)));
      });
      return toSummary(session);
    },

    async skipSuggestions(athleteId: string, id: string, now: Date) {
      const { sessions, context } = await moveSetting(athleteId, id, now);
      return { dates: skipSuggestions(sessions, id, context) };
    },

    async move(athleteId: string, id: string, newDate: IsoDate, now: Date) {
      const { sessions, context } = await moveSetting(athleteId, id, now);
      const result = moveSession(sessions, id, newDate, context);
      if (!result.ok) throw changeError(result.error);
      const session = changed(result.sessions, id);
      await db.transaction(async (tx) => {
        await tx
          .insert(planSessionEdits)
          .values({ athleteId, sessionId: id, kind: 'move', newDate })
          .onConflictDoUpdate({ target: [planSessionEdits.athleteId, planSessionEdits.sessionId, planSessionEdits.kind], set: { newDate, createdAt: new Date() } });
        await tx
          .update(plannedSessions)
          .set({ date: session.date, session })
          .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, id)));
      });
      return toSummary(session);
    },
  };
}

function sum(sessions: readonly PlannedSession[], field: 'duration' | 'distance' | 'load'): number {
  return sessions.reduce((total, session) => total + session[field], 0);
}

export type TrainingPlanService = ReturnType<typeof createTrainingPlanService>;
