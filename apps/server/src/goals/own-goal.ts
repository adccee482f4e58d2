import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { raceGoals } from '../db/schema';
import { notFound } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GoalRow = typeof raceGoals.$inferSelect;

/** One of the athlete's own race goals; another athlete's, a deleted one or a malformed id is 404. */
export async function ownGoal(db: Db, athleteId: string, goalId: string): Promise<GoalRow> {
  if (!UUID.test(goalId)) throw notFound('Race goal not found');
  const [row] = await db
    .select()
    .from(raceGoals)
    .where(and(eq(raceGoals.id, goalId), eq(raceGoals.athleteId, athleteId)));
  if (!row) throw notFound('Race goal not found');
  return row;
}
