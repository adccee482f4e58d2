import { isPremiumNow } from './access';
import type { Clock } from '../clock/clock';
import { eq, sql } from 'drizzle-orm';
import { localDate, type IsoDate } from '@tricoach/core';
import { BoundedTtlCache } from '../cache/bounded-ttl-cache';
import type { Db } from '../db/database';
import { athleteProfiles, athletes, users } from '../db/schema';
import { readTogether } from '../db/read-together';
import type { AccessClaims } from '../identity/tokens.service';
import { notFound } from '../http/errors';
import { loadTrainingFlags, type TrainingFlags } from './identity-flags';
import { readStoredPreferences } from './profile.storage';

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
  isGoalActionRequired: (athleteId: string, today: IsoDate) => Promise<boolean>;
  clock: Clock;
}

export function createIdentityService(db: Db, options: IdentityOptions) {
  const cache = new BoundedTtlCache<Identity>(20_000, options.cacheTtlMs, options.clock);
  return {
    async load(auth: AccessClaims): Promise<Identity> {
      return cache.getOrLoad(
        auth.athleteId,
        () => loadIdentity(db, auth, options),
        (cached) => cached.systemUserId === auth.userId,
      );
    },
    invalidate(athleteId: string): void {
      cache.delete(athleteId);
    },
  };
}

/**
 * Three statements in two steps: the athlete with their account and time zone, then their goals
 * and the training flags together. A miss is most reads of an athlete who opens the app now and
 * then; it was ten statements one after another (docs/scaling.md, identity at 10,000 athletes).
 */
async function loadIdentity(db: Db, auth: AccessClaims, options: Omit<IdentityOptions, 'cacheTtlMs'>) {
  const now = options.clock.now();
  const [row] = await db
    .select({
      athlete: athletes,
      email: users.email,
      preferences: sql<unknown>`(select ${athleteProfiles.preferences} from ${athleteProfiles} where ${athleteProfiles.athleteId} = ${athletes.id})`,
    })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .where(eq(athletes.id, auth.athleteId));
  if (!row || row.athlete.userId !== auth.userId) throw notFound('Athlete not found');
  const today = localDate(now, readStoredPreferences(row.preferences).timeZoneInfoId);
  const [isGoalActionRequired, flags] = await readTogether(db, [
    // Goals are the athlete's business only once onboarding has set them up.
    async () =>
      row.athlete.onboardingStatus === 'OnBoardingCompleted' &&
      (await options.isGoalActionRequired(auth.athleteId, today)),
    () => loadTrainingFlags(db, auth.athleteId, now, today),
  ]);
  return presentIdentity(row.athlete, row.email, {
    isPremium: isPremiumNow(row.athlete, now),
    premiumGateEnabled: options.premiumGateEnabled,
    isGoalActionRequired,
    flags,
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
