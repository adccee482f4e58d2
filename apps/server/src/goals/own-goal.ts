import type { Db } from '../db/database';
import { ownRow } from '../db/own-row';
import { raceGoals } from '../db/schema';

export type GoalRow = typeof raceGoals.$inferSelect;

/** One of the athlete's own race goals; another athlete's, a deleted one or a malformed id is 404. */
export function ownGoal(db: Db, athleteId: string, goalId: string): Promise<GoalRow> {
  return ownRow(db, raceGoals, athleteId, goalId, 'Race goal not found');
}
