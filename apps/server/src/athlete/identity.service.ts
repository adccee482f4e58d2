import { isPremiumNow } from './access';
import type { Clock } from '../clock/clock';
import { eq, sql } from 'drizzle-orm';
import { localDate, type IsoDate } from '@tricoach/core';
import { BoundedTtlCache } from '../cache/bounded-ttl-cache';
import type { Db } from '../db/database';
import {
  athleteProfiles,
  athletes,
  completedWorkouts,
  injuryPauses,
  notifications,
  performanceTestResults,
  raceGoals,
  users,
} from '../db/schema';
import { goalActionRequired } from '../goals/goal-action';
import type { AccessClaims } from '../identity/tokens.service';
import { notFound } from '../http/errors';
import { expiryCutoff, visibleSince } from '../notifications/notifications.service';
import type { EngineGoalFields } from '../plan/plan-input.loader';
import { datesAroundNow } from './athlete-today';
import { readStoredPreferences } from './profile.storage';

/**
 * The identity fields that come from training records. Every write to their tables calls
 * `identity.invalidate(athleteId)`.
 */
interface TrainingFlags {
  unreadNotifications: number;
  hasActiveInjuryPauseToday: boolean;
  /** The athlete's first completed workout (the first-workout popup opens it). */
  firstWorkoutId: string | null;
  /** The planned performance test whose result still waits for accept or reject. */
  latestPerformanceTestId: string | null;
}

/** Spec section 3 "Identity". */
type Identity = ReturnType<typeof presentIdentity>;

/**
 * The identity is read on every app start and every route change, so it is cached per athlete.
 * Every write that changes a field of it must call `invalidate(athleteId)`; the TTL bounds how
 * stale another API process's copy can be when several share one PostgreSQL.
 */
interface IdentityOptions {
  premiumGateEnabled: boolean;
  cacheTtlMs: number;
  clock: Clock;
}

export function createIdentityService(db: Db, options: IdentityOptions) {
  const cache = new BoundedTtlCache<Identity>(20_000, options.cacheTtlMs, options.clock);
  const query = prepareIdentityQuery(db);
  return {
    async load(auth: AccessClaims): Promise<Identity> {
      return cache.getOrLoad(
        auth.athleteId,
        () => loadIdentity(query, auth, options),
        (cached) => cached.systemUserId === auth.userId,
      );
    },
    invalidate(athleteId: string): void {
      cache.delete(athleteId);
    },
  };
}

/**
 * One statement: the athlete with their account, time zone and goals, and the training flags of
 * every day today can be (datesAroundNow), today picked once the time zone is read; prepared once.
 * A miss is most reads of an athlete who opens the app now and then: built and sent as three
 * statements it cost the server ~5 ms of its own time (docs/scaling.md, identity at 10,000 athletes).
 */
function prepareIdentityQuery(db: Db) {
  const athleteId = sql.placeholder('athleteId');
  const goalFields = sql`json_build_object('id', ${raceGoals.id}, 'raceName', ${raceGoals.raceName},
    'eventType', ${raceGoals.eventType}, 'eventDate', ${raceGoals.eventDate}, 'racePriority', ${raceGoals.racePriority},
    'distanceM', ${raceGoals.distanceM}, 'aimedTargetTimeS', ${raceGoals.aimedTargetTimeS}, 'topography', ${raceGoals.topography})`;
  return db
    .select({
      athlete: athletes,
      email: users.email,
      preferences: sql<unknown>`(select ${athleteProfiles.preferences} from ${athleteProfiles} where ${athleteProfiles.athleteId} = ${athletes.id})`,
      goals: sql<
        EngineGoalFields[] | null
      >`(select json_agg(${goalFields} order by ${raceGoals.eventDate}, ${raceGoals.createdAt}) from ${raceGoals} where ${raceGoals.athleteId} = ${athletes.id})`,
      unreadNotifications: sql<number>`(select count(*)::int from ${notifications} where ${notifications.athleteId} = ${athletes.id} and ${notifications.isRead} = false and ${visibleSince(sql.placeholder('visibleFrom'))})`,
      // [start, end] of each pause on any of the days today can be.
      pauses: sql<
        [IsoDate, IsoDate | null][] | null
      >`(select json_agg(json_build_array(${injuryPauses.startDate}, ${injuryPauses.endDate})) from ${injuryPauses} where ${injuryPauses.athleteId} = ${athletes.id} and ${injuryPauses.startDate} <= ${sql.placeholder('to')} and (${injuryPauses.endDate} is null or ${injuryPauses.endDate} >= ${sql.placeholder('from')}))`,
      firstWorkoutId: sql<
        string | null
      >`(select ${completedWorkouts.id} from ${completedWorkouts} where ${completedWorkouts.athleteId} = ${athletes.id} order by ${completedWorkouts.startedAt} limit 1)`,
      pendingTestId: sql<
        string | null
      >`(select ${performanceTestResults.plannedSessionId} from ${performanceTestResults} where ${performanceTestResults.athleteId} = ${athletes.id} and ${performanceTestResults.decision} = 'pending' order by ${performanceTestResults.createdAt} desc limit 1)`,
    })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .where(eq(athletes.id, athleteId))
    .prepare('identity');
}

async function loadIdentity(
  query: ReturnType<typeof prepareIdentityQuery>,
  auth: AccessClaims,
  options: Omit<IdentityOptions, 'cacheTtlMs'>,
) {
  const now = options.clock.now();
  const [row] = await query.execute({
    athleteId: auth.athleteId,
    visibleFrom: expiryCutoff(now),
    ...datesAroundNow(now),
  });
  if (!row || row.athlete.userId !== auth.userId) throw notFound('Athlete not found');
  const today = localDate(now, readStoredPreferences(row.preferences).timeZoneInfoId);
  return presentIdentity(row.athlete, row.email, {
    isPremium: isPremiumNow(row.athlete, now),
    premiumGateEnabled: options.premiumGateEnabled,
    // Goals are the athlete's business only once onboarding has set them up.
    isGoalActionRequired:
      row.athlete.onboardingStatus === 'OnBoardingCompleted' && goalActionRequired(row.goals ?? [], today),
    flags: {
      unreadNotifications: Number(row.unreadNotifications),
      hasActiveInjuryPauseToday: (row.pauses ?? []).some(
        ([start, end]) => start <= today && (end === null || end >= today),
      ),
      firstWorkoutId: row.firstWorkoutId,
      latestPerformanceTestId: row.pendingTestId,
    },
  });
}

function presentIdentity(
  athlete: typeof athletes.$inferSelect,
  email: string | null,
  state: {
    isPremium: boolean;
    premiumGateEnabled: boolean;
    isGoalActionRequired: boolean;
    flags: TrainingFlags;
  },
) {
  return {
    systemUserId: athlete.userId,
    athleteId: athlete.id,
    email,
    unreadNotifications: state.flags.unreadNotifications,
    athleteGoalActionRequired: state.isGoalActionRequired,
    hasActiveInjuryPauseToday: state.flags.hasActiveInjuryPauseToday,
    firstWorkoutId: state.flags.firstWorkoutId,
    latestPerformanceTestId: state.flags.latestPerformanceTestId,
    paywallStatus: {
      subscriptionType: athlete.subscriptionType,
      willRenew: athlete.willRenew,
      isPremium: state.isPremium,
    },
    premiumGateEnabled: state.premiumGateEnabled,
    profile: {
      onBoardingStatus: athlete.onboardingStatus,
      showFirstWorkoutPopup: athlete.showFirstWorkoutPopup,
      showSeanEllisTest: athlete.showSeanEllisTest,
      trialExpiresAtUtc: athlete.trialExpiresAt?.toISOString() ?? null,
      waitingForPaymentEvent: athlete.waitingForPaymentEvent,
    },
  };
}
