import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { completedWorkouts } from '../db/schema';

/**
 * The completed workout of each planned session that has one (the earliest, when two were
 * matched), for the plan views: a done session links to what was done.
 */
export async function completedIdsFor(
  db: Db,
  athleteId: string,
  plannedSessionIds: readonly string[],
): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (plannedSessionIds.length === 0) return map;
  const rows = await db
    .select({ id: completedWorkouts.id, plannedSessionId: completedWorkouts.plannedSessionId })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.athleteId, athleteId),
        isNotNull(completedWorkouts.plannedSessionId),
        inArray(completedWorkouts.plannedSessionId, [...plannedSessionIds]),
      ),
    )
    .orderBy(asc(completedWorkouts.startedAt));
  for (const row of rows)
    if (row.plannedSessionId && !map.has(row.plannedSessionId)) map.set(row.plannedSessionId, row.id);
  return map;
}
