import { and, eq, gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  type CompletedSession,
  type IsoDate,
  type PlanInput,
  type ReadinessLight,
  type Sport,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { completedWorkouts, dailyCheckIns, plannedSessions, trainingPlans } from '../db/schema';
import { readTogether } from '../db/read-together';

/**
 * How far back the planner looks: its experience window and break limit are 6 weeks each
 * (coaching-plan.md), so 20 weeks tell both what the athlete does and whether they stopped.
 */
const HISTORY_DAYS = 140;
const READINESS_DAYS = 7;
const READINESS_LIGHTS: readonly ReadinessLight[] = ['proceed', 'takecare', 'skip', 'rest'];

const ENGINE_SPORT: Record<string, Sport> = {
  swim: 'swim',
  bike: 'bike',
  run: 'run',
  strength: 'strength',
  swimming: 'swim',
  cycling: 'bike',
  running: 'run',
  strengthtraining: 'strength',
};

type TrainingHistory = Pick<
  PlanInput,
  'completedSessions' | 'previousPlan' | 'previousWeeks' | 'recentReadiness'
>;

/**
 * What the athlete really did, what last week asked of them and how they felt: the planner's
 * capability, ramp-up (compliance) and readiness come from these, not from onboarding answers alone.
 */
export async function loadTrainingHistory(
  db: Db,
  athleteId: string,
  today: IsoDate,
): Promise<TrainingHistory> {
  /** The athlete's rows whose date lies in the `days` days before today (today not yet counted). */
  const daysBeforeToday = (owner: PgColumn, date: PgColumn, days: number) =>
    and(eq(owner, athleteId), gte(date, addDays(today, -days)), lt(date, today));
  const [workouts, lastWeekPlan, checkIns, storedPlan] = await readTogether(db, [
    () =>
      db
        .select({
          id: completedWorkouts.id,
          date: completedWorkouts.localDate,
          sport: completedWorkouts.sport,
          duration: completedWorkouts.durationSeconds,
          distance: completedWorkouts.distanceMeters,
          load: completedWorkouts.stressScore,
          plannedSessionId: completedWorkouts.plannedSessionId,
        })
        .from(completedWorkouts)
        .where(daysBeforeToday(completedWorkouts.athleteId, completedWorkouts.localDate, HISTORY_DAYS)),
    () =>
      db
        .select({
          date: plannedSessions.date,
          sport: plannedSessions.sport,
          session: plannedSessions.session,
        })
        .from(plannedSessions)
        .where(daysBeforeToday(plannedSessions.athleteId, plannedSessions.date, 7)),
    () =>
      db
        .select({ date: dailyCheckIns.localDate, readiness: dailyCheckIns.readiness })
        .from(dailyCheckIns)
        .where(daysBeforeToday(dailyCheckIns.athleteId, dailyCheckIns.localDate, READINESS_DAYS)),
    () =>
      db
        .select({ plan: trainingPlans.plan })
        .from(trainingPlans)
        .where(eq(trainingPlans.athleteId, athleteId)),
  ]);
  const completedSessions: CompletedSession[] = workouts.flatMap((workout) => {
    const sport = ENGINE_SPORT[workout.sport];
    if (!sport) return [];
    return [
      {
        id: workout.id,
        date: workout.date,
        sport,
        duration: workout.duration,
        ...(workout.distance !== null ? { distance: workout.distance } : {}),
        ...(workout.load !== null ? { load: workout.load } : {}),
        ...(workout.plannedSessionId !== null ? { plannedSessionId: workout.plannedSessionId } : {}),
      },
    ];
  });
  const previousPlan = lastWeekPlan
    .filter((row) => row.session.status !== 'skipped')
    .flatMap((row) => {
      const sport = ENGINE_SPORT[row.sport];
      const { duration, focus } = row.session;
      // The focus tells a re-plan which of this week's done sessions was the long one.
      return sport && typeof duration === 'number' ? [{ date: row.date, sport, duration, focus }] : [];
    });
  const recentReadiness = checkIns.flatMap((row) => {
    const status = (row.readiness as { status?: string } | null)?.status;
    return READINESS_LIGHTS.find((light) => light === status)
      ? [{ date: row.date, status: status as ReadinessLight }]
      : [];
  });
  const previousWeeks = currentWeeksOf(storedPlan[0]?.plan, today);
  // Without a check-in the planner falls back to the check-ins list (empty): no readiness is no signal.
  return {
    completedSessions,
    ...(previousPlan.length > 0 ? { previousPlan } : {}),
    ...(previousWeeks.length > 0 ? { previousWeeks } : {}),
    ...(recentReadiness.length > 0 ? { recentReadiness } : {}),
  };
}

/**
 * The stored plan's current week (and the one before), so the new plan continues its block of
 * load weeks. A plan stored before weeks were counted (no `blockLoadWeeks`) gives none.
 */
function currentWeeksOf(plan: unknown, today: IsoDate): NonNullable<PlanInput['previousWeeks']> {
  const weeks = (plan as { weeks?: unknown } | null)?.weeks;
  if (!Array.isArray(weeks)) return [];
  return weeks.flatMap((week: Record<string, unknown>) => {
    const { start, isRecoveryWeek, blockLoadWeeks } = week;
    return typeof start === 'string' &&
      start <= today &&
      start > addDays(today, -14) &&
      typeof isRecoveryWeek === 'boolean' &&
      typeof blockLoadWeeks === 'number'
      ? [{ start: start as IsoDate, isRecoveryWeek, blockLoadWeeks }]
      : [];
  });
}
