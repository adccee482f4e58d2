import { and, asc, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { completedWorkouts, injuryPauses, notifications, performanceTestResults } from '../db/schema';
import { visibleNotification } from '../notifications/notifications.service';
import { athleteToday } from './athlete-today';
import { readTogether } from '../db/read-together';

export interface TrainingFlags {
  unreadNotifications: number;
  hasActiveInjuryPauseToday: boolean;
  /** The athlete's first completed workout (the first-workout popup opens it). */
  firstWorkoutId: string | null;
  /** The planned performance test whose result still waits for accept or reject. */
  latestPerformanceTestId: string | null;
}

/**
 * The identity fields that come from training records (spec section 3 "Identity"). Every
 * write to these tables calls `identity.invalidate(athleteId)`.
 */
export async function loadTrainingFlags(db: Db, athleteId: string, now: Date): Promise<TrainingFlags> {
  const today = await athleteToday(db, athleteId, now);
  const [unread, activePause, firstWorkout, pendingTest] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.athleteId, athleteId),
            eq(notifications.isRead, false),
            visibleNotification(now),
          ),
        ),
    () =>
      db
        .select({ id: injuryPauses.id })
        .from(injuryPauses)
        .where(
          and(
            eq(injuryPauses.athleteId, athleteId),
            lte(injuryPauses.startDate, today),
            or(isNull(injuryPauses.endDate), gte(injuryPauses.endDate, today)),
          ),
        )
        .limit(1),
    () =>
      db
        .select({ id: completedWorkouts.id })
        .from(completedWorkouts)
        .where(eq(completedWorkouts.athleteId, athleteId))
        .orderBy(asc(completedWorkouts.startedAt))
        .limit(1),
    () =>
      db
        .select({ sessionId: performanceTestResults.plannedSessionId })
        .from(performanceTestResults)
        .where(
          and(
            eq(performanceTestResults.athleteId, athleteId),
            eq(performanceTestResults.decision, 'pending'),
          ),
        )
        .orderBy(desc(performanceTestResults.createdAt))
        .limit(1),
  ]);
  return {
    unreadNotifications: unread[0]?.n ?? 0,
    hasActiveInjuryPauseToday: activePause.length > 0,
    firstWorkoutId: firstWorkout[0]?.id ?? null,
    latestPerformanceTestId: pendingTest[0]?.sessionId ?? null,
  };
}
