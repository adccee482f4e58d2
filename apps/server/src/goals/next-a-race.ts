import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { raceGoals } from '../db/schema';
import type { GoalRow } from './own-goal';

/** The athlete's A races from `today` on. */
const comingARace = (athleteId: string, today: string) =>
  and(eq(raceGoals.athleteId, athleteId), eq(raceGoals.racePriority, 'A'), gte(raceGoals.eventDate, today));

/** The race the season builds to: the athlete's next A race from `today` on (spec section 5, "an A race first"). */
export async function nextARace(db: Db, athleteId: string, today: string): Promise<GoalRow | null> {
  const [goal] = await db
    .select()
    .from(raceGoals)
    .where(comingARace(athleteId, today))
    .orderBy(asc(raceGoals.eventDate))
    .limit(1);
  return goal ?? null;
}

/** The ids of every A race from `today` on, soonest first. */
export async function comingARaceIds(db: Db, athleteId: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: raceGoals.id })
    .from(raceGoals)
    .where(comingARace(athleteId, today))
    .orderBy(asc(raceGoals.eventDate));
  return rows.map((row) => row.id);
}
