import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { raceGoals } from '../db/schema';
import type { GoalRow } from './own-goal';

/** The race the season builds to: the athlete's next A race from `today` on (spec section 5, "an A race first"). */
export async function nextARace(db: Db, athleteId: string, today: string): Promise<GoalRow | null> {
  const [goal] = await db
    .select()
    .from(raceGoals)
    .where(
      and(
        eq(raceGoals.athleteId, athleteId),
        eq(raceGoals.racePriority, 'A'),
        gte(raceGoals.eventDate, today),
      ),
    )
    .orderBy(asc(raceGoals.eventDate))
    .limit(1);
  return goal ?? null;
}
