import { eq, sql } from 'drizzle-orm';
import { localDate } from '@tricoach/core';
import { hasPremiumAccess } from '../athlete/access';
import { datesAroundNow } from '../athlete/athlete-today';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import {
  athleteProfiles,
  athletes,
  dailyCheckIns,
  plannedSessions,
  raceGoals,
  trainingPlans,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { ReadinessService, StoredReadiness } from '../readiness/readiness.service';
import { decideDashboardStatus } from './dashboard-status';
import type { PlanGenerationService, PlanState } from './plan-generation.service';

/** Keyed by ISO date: the days around now (athlete-today.ts datesAroundNow). */
type SessionsByDay = Record<string, number>;
type ReadinessByDay = Record<string, StoredReadiness | null>;
type PlanStateView = { status: PlanState; error: string | null; generatedAt: Date | null };

/** Today's status on the dashboard: the athlete, their plan's state, today's sessions and readiness. */
export function createDashboardStatusService(
  db: Db,
  planGeneration: PlanGenerationService,
  readiness: ReadinessService,
  premiumGateEnabled: boolean,
) {
  // Its SQL is built once (a prepared query): the dashboard asks on every visit.
  const statusRows = db
    .select({
      athlete: athletes,
      preferences: athleteProfiles.preferences,
      goalCount: sql<number>`(select count(*)::int from ${raceGoals} where ${raceGoals.athleteId} = ${athletes.id})`,
      planStatus: trainingPlans.status,
      planError: trainingPlans.error,
      planGeneratedAt: trainingPlans.generatedAt,
      sessionsByDay: sql<SessionsByDay | null>`(select json_object_agg(day, sessions) from (select ${plannedSessions.date}::text as day, count(*)::int as sessions from ${plannedSessions} where ${plannedSessions.athleteId} = ${athletes.id} and ${plannedSessions.date} between ${sql.placeholder('from')} and ${sql.placeholder('to')} group by ${plannedSessions.date}) counted)`,
      readinessByDay: sql<ReadinessByDay | null>`(select json_object_agg(${dailyCheckIns.localDate}::text, ${dailyCheckIns.readiness}) from ${dailyCheckIns} where ${dailyCheckIns.athleteId} = ${athletes.id} and ${dailyCheckIns.localDate} between ${sql.placeholder('from')} and ${sql.placeholder('to')})`,
    })
    .from(athletes)
    .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .leftJoin(trainingPlans, eq(trainingPlans.athleteId, athletes.id))
    .where(eq(athletes.id, sql.placeholder('athleteId')))
    .prepare('dashboard_status');

  return {
    async of(athleteId: string, now: Date) {
      // One round trip: the athlete, their time zone, goal count, plan state, and the session
      // counts and stored readiness of the days around now (datesAroundNow), today picked after.
      const [row] = await statusRows.execute({ athleteId, ...datesAroundNow(now) });
      if (!row) throw new ApiError(404, 'not_found', 'Athlete not found');
      const today = localDate(now, readStoredPreferences(row.preferences).timeZoneInfoId);
      const goalCount = Number(row.goalCount);
      let plan: PlanStateView = row.planStatus
        ? { status: row.planStatus as PlanState, error: row.planError, generatedAt: row.planGeneratedAt }
        : { status: 'none', error: null, generatedAt: null };
      // An athlete who finished onboarding always has a plan on its way.
      if (plan.status === 'none' && row.athlete.onboardingStatus === 'OnBoardingCompleted' && goalCount > 0) {
        await planGeneration.request(athleteId);
        plan = await planGeneration.state(athleteId);
      }
      const sessionsToday = plan.status === 'ready' ? Number(row.sessionsByDay?.[today] ?? 0) : 0;
      const decided = decideDashboardStatus({
        hasAccess: hasPremiumAccess(row.athlete, premiumGateEnabled, now),
        goalCount,
        plan,
        sessionsToday,
        readiness: row.readinessByDay?.[today] ?? null,
      });
      return { ...decided, today, planGeneratedAt: plan.generatedAt?.toISOString() ?? null };
    },
  };
}
