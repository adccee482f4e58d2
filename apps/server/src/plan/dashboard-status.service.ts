import { eq, sql } from 'drizzle-orm';
import { localDate } from '@tricoach/core';
import { hasPremiumAccess } from '../athlete/access';
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

type PlanStateView = { status: PlanState; error: string | null; generatedAt: Date | null };

/** Today's status on the dashboard: the athlete, their plan's state, today's sessions and readiness. */
export function createDashboardStatusService(
  db: Db,
  planGeneration: PlanGenerationService,
  readiness: ReadinessService,
  premiumGateEnabled: boolean,
) {
  return {
    async of(athleteId: string, now: Date) {
      // One round trip for the athlete, their time zone, goal count and plan state: the dashboard asks on every visit.
      const [row] = await db
        .select({
          athlete: athletes,
          preferences: athleteProfiles.preferences,
          goalCount: sql<number>`(select count(*)::int from ${raceGoals} where ${raceGoals.athleteId} = ${athletes.id})`,
          planStatus: trainingPlans.status,
          planError: trainingPlans.error,
          planGeneratedAt: trainingPlans.generatedAt,
        })
        .from(athletes)
        .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
        .leftJoin(trainingPlans, eq(trainingPlans.athleteId, athletes.id))
        .where(eq(athletes.id, athleteId));
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
      // Today's session count and stored readiness in one round trip (the day follows the time zone read above).
      const [day] = await db
        .select({
          sessions: sql<number>`(select count(*)::int from ${plannedSessions} where ${plannedSessions.athleteId} = ${athleteId} and ${plannedSessions.date} = ${today})`,
          readiness: sql<StoredReadiness | null>`(select ${dailyCheckIns.readiness} from ${dailyCheckIns} where ${dailyCheckIns.athleteId} = ${athleteId} and ${dailyCheckIns.localDate} = ${today})`,
        })
        .from(sql`(select 1) as one`);
      const sessionsToday = plan.status === 'ready' ? Number(day?.sessions ?? 0) : 0;
      const decided = decideDashboardStatus({
        hasAccess: hasPremiumAccess(row.athlete, premiumGateEnabled, now),
        goalCount,
        plan,
        sessionsToday,
        readiness: day?.readiness ?? null,
      });
      return { ...decided, today, planGeneratedAt: plan.generatedAt?.toISOString() ?? null };
    },
  };
}
