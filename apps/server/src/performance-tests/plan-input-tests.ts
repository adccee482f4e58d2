import { and, eq } from 'drizzle-orm';
import {
  addDays,
  applyPerformanceTestDecision,
  generatePerformanceTestSession,
  startOfWeek,
  type EnduranceSport,
  type IsoDate,
  type PerformanceTestEvaluation,
  type PlanInput,
  type PlannedSession,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { performanceTestResults, planSessionEdits } from '../db/schema';

/** planSessionEdits kind of a test the developer call placed on a chosen day. */
export const TEST_SESSION_EDIT = 'test';

const TEST_SESSION_ID = /^\d{4}-\d{2}-\d{2}\.x\.(swim|bike|run)\.test$/;

/** The developer call keeps the core's id (`2026-11-23.x.bike.test`): the sport is read back from it. */
function sportOfTestSession(id: string): EnduranceSport | null {
  return (TEST_SESSION_ID.exec(id)?.[1] as EnduranceSport | undefined) ?? null;
}

/**
 * What performance tests add to the plan input: tests placed by the developer call (locked,
 * so every regeneration keeps them) and retests asked for by rejected results, until a newer
 * result of the sport exists.
 */
export async function loadTestInputs(
  db: Db,
  athleteId: string,
  input: Pick<PlanInput, 'athlete' | 'thresholds' | 'preferences'>,
): Promise<{
  lockedSessions: PlannedSession[];
  testRequests: { sport: EnduranceSport; notBefore: IsoDate }[];
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
  return { lockedSessions, testRequests };
}

function mondayOnOrAfter(date: IsoDate): IsoDate {
  const monday = startOfWeek(date);
  return monday === date ? date : addDays(monday, 7);
}
