import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { IsoDate } from '@tricoach/core';
import type { Db } from '../db/database';
import { completedWorkouts, injuryPauses, notifications, performanceTestResults } from '../db/schema';
import { visibleNotification } from '../notifications/notifications.service';
import { athleteToday } from './athlete-today';

export interface TrainingFlags {
  unreadNotifications: number;
  hasActiveInjuryPauseToday: boolean;
  /** The athlete's first completed workout (the first-workout popup opens it). */
  firstWorkoutId: string | null;
  /** The planned performance test whose result still waits for accept or reject. */
  latestPerformanceTestId: string | null;
}

/**
 * The identity fields that come from training records (spec section 3 "Identity"), in one
 * statement: the identity is read on every app start and is a miss for most athletes (kept 5 s).
 * `today`: the athlete's, when the caller read the time zone already. Every write to these tables
 * calls `identity.invalidate(athleteId)`.
 */
export async function loadTrainingFlags(
  db: Db,
  athleteId: string,
  now: Date,
  today?: IsoDate,
): Promise<TrainingFlags> {
  const day = today ?? (await athleteToday(db, athleteId, now));
  const unread = db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.athleteId, athleteId), eq(notifications.isRead, false), visibleNotification(now)),
    );
  const activePause = db
    .select({ id: injuryPauses.id })
    .from(injuryPauses)
    .where(
      and(
        eq(injuryPauses.athleteId, athleteId),
        lte(injuryPauses.startDate, day),
        or(isNull(injuryPauses.endDate), gte(injuryPauses.endDate, day)),
      ),
    )
    .limit(1);
  const firstWorkout = db
    .select({ id: completedWorkouts.id })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.athleteId, athleteId))
    .orderBy(asc(completedWorkouts.startedAt))
    .limit(1);
  const pendingTest = db
    .select({ sessionId: performanceTestResults.plannedSessionId })
    .from(performanceTestResults)
    .where(
      and(eq(performanceTestResults.athleteId, athleteId), eq(performanceTestResults.decision, 'pending')),
    )
    .orderBy(desc(performanceTestResults.createdAt))
    .limit(1);
  const [row] = await db
    .select({
      unread: sql<number>`(${unread})`.mapWith(Number),
      activePause: sql<string | null>`(${activePause})`,
      firstWorkout: sql<string | null>`(${firstWorkout})`,
      pendingTest: sql<string | null>`(${pendingTest})`,
    })
    .from(sql`(select 1) as one`);
  return {
    unreadNotifications: row?.unread ?? 0,
    hasActiveInjuryPauseToday: row?.activePause !== null && row?.activePause !== undefined,
    firstWorkoutId: row?.firstWorkout ?? null,
    latestPerformanceTestId: row?.pendingTest ?? null,
  };
}
