import { and, eq } from 'drizzle-orm';
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
import { athletes, performanceTestResults, planSessionEdits } from '../db/schema';

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
 * Each sport's last test: the day of its latest result (entered, or measured from an imported
 * file); a sport never tested counts from the day the athlete joined. A planned test logged without
 * a result measured nothing (say, eased on a take-care day), so it does not count. Routine tests
 * fall due 6–8 weeks after this day, so a plan re-made every few weeks brings them closer instead of
 * pushing them ahead of itself.
 */
async function lastTestDays(
  db: Db,
  athleteId: string,
  timeZone: string,
  results: readonly (typeof performanceTestResults.$inferSelect)[],
): Promise<Partial<Record<EnduranceSport, IsoDate>>> {
  const [joined] = await db
    .select({ createdAt: athletes.createdAt })
    .from(athletes)
    .where(eq(athletes.id, athleteId));
  const start = joined ? localDate(joined.createdAt, timeZone) : undefined;
  const last: Partial<Record<EnduranceSport, IsoDate>> = {};
  for (const sport of ENDURANCE_SPORTS) {
    const latest = results
      .filter((row) => row.sport === sport)
      .map((row) => (row.evaluation as { testDate: IsoDate }).testDate)
      .reduce<IsoDate | undefined>((day, date) => (day === undefined || date > day ? date : day), start);
    if (latest) last[sport] = latest;
  }
  return last;
}

function mondayOnOrAfter(date: IsoDate): IsoDate {
  const monday = startOfWeek(date);
  return monday === date ? date : addDays(monday, 7);
}
