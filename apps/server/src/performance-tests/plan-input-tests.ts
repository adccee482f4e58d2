import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  applyPerformanceTestDecision,
  ENDURANCE_SPORTS,
  generatePerformanceTestSession,
  startOfWeek,
  type EnduranceSport,
  type IsoDate,
  localDate,
  type PerformanceTestEvaluation,
  type PlanInput,
  type PlannedSession,
} from '@tricoach/core';
import type { Db } from '../db/database';
import {
  athletes,
  completedWorkouts,
  performanceTestResults,
  plannedSessions,
  planSessionEdits,
} from '../db/schema';

/** planSessionEdits kind of a test the developer call placed on a chosen day. */
export const TEST_SESSION_EDIT = 'test';

const TEST_SESSION_ID = /^\d{4}-\d{2}-\d{2}\.x\.(swim|bike|run)\.test$/;

/** The developer call keeps the core's id (`2026-11-23.x.bike.test`): the sport is read back from it. */
function sportOfTestSession(id: string): EnduranceSport | null {
  return (TEST_SESSION_ID.exec(id)?.[1] as EnduranceSport | undefined) ?? null;
}

/**
 * What performance tests add to the plan input: tests placed by the developer call (locked,
 * so every regeneration keeps them), retests asked for by rejected results, until a newer
 * result of the sport exists, and the day each sport was last tested (`lastTests`).
 */
export async function loadTestInputs(
  db: Db,
  athleteId: string,
  input: Pick<PlanInput, 'athlete' | 'thresholds' | 'preferences'>,
  timeZone: string,
): Promise<{
  lockedSessions: PlannedSession[];
  testRequests: { sport: EnduranceSport; notBefore: IsoDate }[];
  lastTests: Partial<Record<EnduranceSport, IsoDate>>;
}> {
  const placed = await db
    .select()
    .from(planSessionEdits)
    .where(and(eq(planSessionEdits.athleteId, athleteId), eq(planSessionEdits.kind, TEST_SESSION_EDIT)));
  const lockedSessions = placed.flatMap((edit) => {
    const sport = sportOfTestSession(edit.sessionId);
    if (!sport || !edit.newDate) return [];
    const session = generatePerformanceTestSession(sport, edit.newDate, input);
    return session.id === edit.sessionId ? [session] : [];
  });

  const results = await db
    .select()
    .from(performanceTestResults)
    .where(eq(performanceTestResults.athleteId, athleteId));
  const testRequests = results.flatMap((row) => {
    if (row.decision !== 'rejected') return [];
    if (results.some((other) => other.sport === row.sport && other.createdAt > row.createdAt)) return [];
    const stored = row.evaluation as { testDate: IsoDate; primary: PerformanceTestEvaluation };
    const { retest } = applyPerformanceTestDecision(
      input.thresholds,
      stored.primary,
      'reject',
      stored.testDate,
    );
    // The plan places a request anywhere in the week that holds its first day: starting that
    // week on a Monday keeps the retest at least RETEST_AFTER_DAYS after the rejected test.
    return retest ? [{ ...retest, notBefore: mondayOnOrAfter(retest.notBefore) }] : [];
  });
  return {
    lockedSessions,
    testRequests,
    lastTests: await lastTestDays(db, athleteId, timeZone, results),
  };
}

/**
 * Each sport's last test: its latest result, or a planned test the athlete did without entering
 * one; a sport never tested counts from the day the athlete joined. Routine tests fall due 6–8
 * weeks after it, so a plan re-made every few weeks brings them closer instead of pushing them
 * ahead of itself.
 */
async function lastTestDays(
  db: Db,
  athleteId: string,
  timeZone: string,
  results: readonly (typeof performanceTestResults.$inferSelect)[],
): Promise<Partial<Record<EnduranceSport, IsoDate>>> {
  const [joined, doneTests] = await Promise.all([
    db.select({ createdAt: athletes.createdAt }).from(athletes).where(eq(athletes.id, athleteId)),
    db
      .select({ sport: plannedSessions.sport, date: completedWorkouts.localDate })
      .from(completedWorkouts)
      .innerJoin(
        plannedSessions,
        and(
          eq(plannedSessions.athleteId, completedWorkouts.athleteId),
          eq(plannedSessions.id, completedWorkouts.plannedSessionId),
        ),
      )
      .where(
        and(
          eq(completedWorkouts.athleteId, athleteId),
          sql`${plannedSessions.session}->>'focus' = 'PerformanceTest'`,
        ),
      ),
  ]);
  const start = joined[0] ? localDate(joined[0].createdAt, timeZone) : undefined;
  const tested = [
    ...results.map((row) => ({ sport: row.sport, date: (row.evaluation as { testDate: IsoDate }).testDate })),
    ...doneTests,
  ];
  const last: Partial<Record<EnduranceSport, IsoDate>> = {};
  for (const sport of ENDURANCE_SPORTS) {
    const latest = tested
      .filter((test) => test.sport === sport)
      .reduce<IsoDate | undefined>(
        (day, test) => (day === undefined || test.date > day ? test.date : day),
        start,
      );
    if (latest) last[sport] = latest;
  }
  return last;
}

function mondayOnOrAfter(date: IsoDate): IsoDate {
  const monday = startOfWeek(date);
  return monday === date ? date : addDays(monday, 7);
}
