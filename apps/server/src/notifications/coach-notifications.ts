import type { Clock } from '../clock/clock';
import { eq } from 'drizzle-orm';
import { addDays } from '@tricoach/core';
import { athleteToday } from '../athlete/athlete-today';
import type { Db } from '../db/database';
import { athletes } from '../db/schema';
import type { TrainingEvents } from '../events/training-events';
import * as say from './coach-messages';
import type { NotificationsService } from './notifications.service';
import { plannedSessionsBetween } from '../plan/planned-sessions.repository';

/** How far ahead a planned performance test is announced. */
const TEST_NOTICE_DAYS = 7;
/**
 * Changes the athlete made themselves (training-plan service reasons): they saw them happen, a
 * notification adds nothing. A recalculation moves sessions they did not touch: that one is told.
 */
const SELF_EVIDENT_CHANGES = new Set([
  'skip',
  'unskip',
  'move',
  'week edited',
  'workout locked',
  'workout unlocked',
]);

interface CoachDeps {
  db: Db;
  events: TrainingEvents;
  notifications: NotificationsService;
  isGoalActionRequired: (athleteId: string, now: Date) => Promise<boolean>;
  clock: Clock;
}

/**
 * The coach speaks when something matters to the athlete: a new or rebuilt plan, a test
 * coming up or evaluated, a goal to fix, the first workout. Every message has a dedupe key,
 * so a repeated event (job retries, regenerations) never writes it twice.
 */
export function registerCoachNotifications({
  db,
  events,
  notifications,
  isGoalActionRequired,
  clock,
}: CoachDeps): void {
  const upcoming = async (athleteId: string, from: string, to: string) => {
    const sessions = await plannedSessionsBetween(db, athleteId, from, to);
    return sessions.filter((session) => session.status !== 'skipped');
  };

  events.on('plan.generated', async ({ athleteId, first }) => {
    const now = clock.now();
    const today = await athleteToday(db, athleteId, now);
    const coming = await upcoming(athleteId, today, addDays(today, TEST_NOTICE_DAYS));
    if (first) {
      const [firstSession] =
        coming.length > 0 ? coming : await upcoming(athleteId, today, addDays(today, 28));
      await notifications.write(athleteId, say.welcome(firstSession ?? null), now);
    } else {
      await notifications.write(athleteId, say.planChanged(today, 'rebuilt'), now);
    }
    for (const test of coming.filter((session) => session.focus === 'PerformanceTest')) {
      await events.emit('performance-test.due', {
        athleteId,
        sessionId: test.id,
        sport: test.sport,
        date: test.date,
      });
    }
    if (await isGoalActionRequired(athleteId, now)) await events.emit('goal.action-required', { athleteId });
  });

  events.on('plan.changed', async ({ athleteId, reason }) => {
    if (SELF_EVIDENT_CHANGES.has(reason)) return;
    const now = clock.now();
    await notifications.write(
      athleteId,
      say.planChanged(await athleteToday(db, athleteId, now), 'edited'),
      now,
    );
  });

  events.on('performance-test.due', async ({ athleteId, sessionId, sport, date }) => {
    await notifications.write(athleteId, say.performanceTestDue(sessionId, sport, date), clock.now());
  });

  events.on('performance-test.evaluated', async ({ athleteId, sessionId, sport, outcome }) => {
    await notifications.write(
      athleteId,
      say.performanceTestEvaluated(sessionId, sport, outcome),
      clock.now(),
    );
  });

  events.on('goal.action-required', async ({ athleteId }) => {
    const now = clock.now();
    await notifications.write(athleteId, say.goalActionRequired(await athleteToday(db, athleteId, now)), now);
  });

  // The completed-workouts module sets the first-workout flag in its own transaction; the coach only speaks.
  events.on('workout.completed', async ({ athleteId, first }) => {
    if (first) await notifications.write(athleteId, say.firstWorkoutCompleted(), clock.now());
  });
}

/** The first-workout page was seen: the app stops sending the athlete there. */
export async function dismissFirstWorkoutPopup(
  db: Db,
  athleteId: string,
  invalidateIdentity: (athleteId: string) => void,
): Promise<void> {
  await db.update(athletes).set({ showFirstWorkoutPopup: false }).where(eq(athletes.id, athleteId));
  invalidateIdentity(athleteId);
}
